import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_COMPARE_VARIANTS } from '../compare/compare-messages';
import { addVariant, type CompareSelection } from '../compare/compare-selection';

/** One place of the comparison: empty (showing the pickers) or holding a variant. */
export interface CompareSlot {
  key: number;
  variantSlug: string | null;
  /** Name shown for a variant picked here; restored variants take theirs from the comparison. */
  label: string | null;
}

/** Slots shown when nothing is picked yet. */
const STARTING_SLOTS = 2;

let nextKey = 0;
function slot(variantSlug: string | null = null, label: string | null = null): CompareSlot {
  nextKey += 1;
  return { key: nextKey, variantSlug, label };
}

function slotsFrom(selection: CompareSelection): CompareSlot[] {
  const filled = selection.map((slug) => slot(slug));
  const empty = Math.max(0, Math.min(STARTING_SLOTS, MAX_COMPARE_VARIANTS) - filled.length);
  return [...filled, ...Array.from({ length: empty }, () => slot())];
}

export function selectionOf(slots: readonly CompareSlot[]): CompareSelection {
  return slots.flatMap((s) => (s.variantSlug === null ? [] : [s.variantSlug]));
}

export interface CompareSlots {
  slots: readonly CompareSlot[];
  selection: CompareSelection;
  /** Puts a variant in a slot; false (nothing changes) when it is already compared elsewhere. */
  fill: (key: number, variantSlug: string, label: string) => boolean;
  /** Adds an empty slot; false when four slots exist already. */
  addSlot: () => boolean;
  remove: (key: number) => void;
  /** Call before writing a selection to the URL, so the slots are not rebuilt from it. */
  noteWritten: (selection: CompareSelection) => void;
}

/**
 * The slots of the compare page. They start from the URL's selection and are rebuilt when the URL
 * changes from outside (back button, a shared link), but not when the page itself wrote it.
 */
export function useCompareSlots(urlSelection: CompareSelection): CompareSlots {
  const [slots, setSlots] = useState<CompareSlot[]>(() => slotsFrom(urlSelection));
  const written = useRef(urlSelection.join(','));
  const urlKey = urlSelection.join(',');

  useEffect(() => {
    if (written.current === urlKey) return;
    written.current = urlKey;
    setSlots(slotsFrom(urlKey === '' ? [] : urlKey.split(',')));
  }, [urlKey]);

  const fill = useCallback(
    (key: number, variantSlug: string, label: string) => {
      const others = selectionOf(slots.filter((s) => s.key !== key));
      const change = addVariant(others, variantSlug);
      if (change.selection.length === others.length) return false;
      setSlots((current) => current.map((s) => (s.key === key ? { ...s, variantSlug, label } : s)));
      return true;
    },
    [slots],
  );

  const addSlot = useCallback(() => {
    if (slots.length >= MAX_COMPARE_VARIANTS) return false;
    setSlots((current) => [...current, slot()]);
    return true;
  }, [slots.length]);

  const remove = useCallback((key: number) => {
    setSlots((current) => {
      const rest = current.filter((s) => s.key !== key);
      return rest.length === 0 ? [slot()] : rest;
    });
  }, []);

  const noteWritten = useCallback((selection: CompareSelection) => {
    written.current = selection.join(',');
  }, []);

  return { slots, selection: selectionOf(slots), fill, addSlot, remove, noteWritten };
}
