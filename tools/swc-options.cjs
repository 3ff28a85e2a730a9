// swc options of every build that compiles the apps' TypeScript: the browser builds (swc-loader) and the server
// view renderers (tools/build-ssr.mjs). The styled-components plugin gives each styled component a componentId
// from its file and position, so a component's class names are the same in the server's view and in the browser:
// the browser then takes over the server's styles instead of inserting a second copy of every rule.
const styledComponentsPlugin = [
  require.resolve('@swc/plugin-styled-components'),
  { displayName: false, fileName: false, ssr: true, pure: true },
];

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
    experimental: { plugins: [styledComponentsPlugin] },
  },
};

module.exports = { swcOptions };
