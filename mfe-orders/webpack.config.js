const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const federation = require('./federation.config.js');

const SHARED_SRC = path.resolve(__dirname, '../shared/src');
const API_TARGET = process.env.API_TARGET || 'http://127.0.0.1:8080';
/** Port of the standalone dev server; the same port the static server uses in production. */
const PORT = 8081;

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Chunks load from wherever remoteEntry.js / mf-manifest.json was fetched.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // `source` first: @wolvo/shared resolves to its TypeScript sources.
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          include: [path.resolve(__dirname, 'src'), SHARED_SRC],
          exclude: /\.test\.[jt]sx?$/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|svg|gif|webp)$/i, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(federation),
      // Standalone page (`pnpm dev`): the remote's routes inside the shared providers.
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'src/index.html'),
        publicPath: '/',
      }),
    ],
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: PORT,
      historyApiFallback: true,
      hot: false,
      static: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { runtimeErrors: false } },
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
    },
  };
};
