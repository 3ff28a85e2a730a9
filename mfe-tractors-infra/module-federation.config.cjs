// What this remote is called and what it offers to hosts.
module.exports = {
  name: 'mfe_tractors_infra',
  exposes: {
    './app': './src/app.tsx',
    './embed': './src/embed/index.tsx',
    './popular-widget': './src/popular-widget.tsx',
  },
};
