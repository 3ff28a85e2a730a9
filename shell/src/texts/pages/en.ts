/** English texts of the shell's not-found page (the footer's are in footer/, the static and Auto Expo pages' in static-pages/). */
export const en = {
  notFound: {
    title: 'Sorry, We cant find the page you are looking for!',
    body: 'The link may be old or the page may have moved. Try the home page or one of the sections above.',
    goHome: 'Go back home',
  },
};

/** The shape every language follows; the exact messages of docs/domain.md are literal types in English only. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type ShellPagesTexts = Widen<typeof en>;
