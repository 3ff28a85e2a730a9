import { lazy } from 'react';

/**
 * The lead dialog's code (its steps, fields and flow) is a chunk of its own, `lead-dialog`, fetched when a visitor
 * taps a lead button or points at it, so a shelf or list of cards does not carry it. The service worker keeps that
 * chunk of every remote it sees (docs/operations.md#offline), so the dialog also opens without a connection.
 */
export const loadLeadDialog = () => import(/* webpackChunkName: "lead-dialog" */ './lead-dialog');

export const LazyLeadDialog = lazy(() => loadLeadDialog().then((module) => ({ default: module.LeadDialog })));

/** Starts fetching the dialog's code before the tap (pointer over the button, or keyboard focus on it). */
export function prefetchLeadDialog(): void {
  loadLeadDialog().catch(() => undefined);
}
