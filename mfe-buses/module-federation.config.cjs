// What this remote is called and what it offers to hosts.
module.exports = {
  name: 'mfe_buses',
  exposes: { './app': './src/app.tsx', './popular-widget': './src/popular-widget.tsx' },
};
