import type { VerticalDefinition } from '../verticals/types';

/** One input of the desk's model and variant forms, derived from the vertical's spec rows and filters. */
export interface DeskSpecField {
  key: string;
  /** `number`: a positive number (with `unit` when it has one); `choice`: one of `options`; `text`: free text. */
  kind: 'number' | 'choice' | 'text';
  unit: string | null;
  options: readonly string[];
  /** Only asked of electric models (battery, range, charging time). */
  electricOnly: boolean;
  /** Only asked of models of these body types; empty = every model. */
  bodyTypes: readonly string[];
}

/**
 * The spec inputs of a vertical's model form, in the order of its spec rows (docs/domain.md#catalogue-desk): a row
 * with a unit, or whose filter is a band or a range, is a number; a row whose filter lists options is a choice;
 * anything else is text. A new spec row in a `VerticalDefinition` is a new input here and a new rule in the API's
 * validation, with no other code.
 */
export function deskSpecFields(definition: VerticalDefinition): DeskSpecField[] {
  return definition.specRows.map((row) => {
    const filter = definition.filters.find((dimension) => dimension.source === row.key);
    const options = filter?.kind === 'multi' ? filter.options : [];
    const numeric = row.unit !== null || filter?.kind === 'band' || filter?.kind === 'range';
    return {
      key: row.key,
      kind: numeric ? 'number' : options.length > 0 ? 'choice' : 'text',
      unit: row.unit,
      options,
      electricOnly: row.electricOnly === true,
      bodyTypes: row.bodyTypes ?? [],
    };
  });
}
