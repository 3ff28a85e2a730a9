// What this remote is called and what it offers to hosts.
module.exports = {
  name: 'mfe_media',
  exposes: {
    './app': './src/app.tsx',
    './latest-news': './src/latest-news.tsx',
    './latest-videos': './src/latest-videos.tsx',
  },
};
