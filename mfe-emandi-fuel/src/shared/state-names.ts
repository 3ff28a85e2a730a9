import { INDIAN_STATES } from '@cvb/contracts';

/**
 * States are named by the site's place table, as the page loaded it with its texts (`@cvb/i18n`'s place names,
 * docs/domain.md#cities); this remote keeps its old entry point.
 */
export { stateName } from '@cvb/i18n';

/** The 36 English names the table knows (for its test). */
export const KNOWN_STATES = INDIAN_STATES.map((state) => state.name);
