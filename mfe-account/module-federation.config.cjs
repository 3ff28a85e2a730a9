// What this remote is called and what it offers to hosts.
module.exports = {
  name: 'mfe_account',
  exposes: { './app': './src/app.tsx' },
};
