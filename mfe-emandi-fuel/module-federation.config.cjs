// What this remote is called and what it offers to hosts.
module.exports = {
  name: 'mfe_emandi_fuel',
  exposes: { './app': './src/app.tsx', './today-widget': './src/today-widget.tsx' },
};
