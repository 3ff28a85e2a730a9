import { INDIAN_STATES } from '@cvb/contracts';

/** States are named by the site's one place table (`@cvb/contracts`' places); this remote keeps its old entry point. */
export { stateName } from '@cvb/contracts';

/** The 36 English names the table knows (for its test). */
export const KNOWN_STATES = INDIAN_STATES.map((state) => state.name.en);
