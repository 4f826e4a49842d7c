const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const federation = require('./federation.config.js');

const SHARED_SRC = path.resolve(__dirname, '../shared/src');
const API_TARGET = process.env.API_TARGET || 'http://127.0.0.1:8080';

/** Copies public/ (remotes.json, favicon) into the output, unhashed. */
class CopyPublicPlugin {
  apply(compiler) {
    const dir = path.resolve(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(dir)) return;
          for (const name of fs.readdirSync(dir)) {
            if (name === 'index.html') continue;
            const file = path.join(dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(
              name,
              new compiler.webpack.sources.RawSource(fs.readFileSync(file)),
            );
          }
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // The shell is served from the site root with SPA fallback, so chunks load from absolute paths.
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'wolvo_host',
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
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'src/index.html'),
        publicPath: '/',
      }),
      new CopyPublicPlugin(),
    ],
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: 3000,
      historyApiFallback: true,
      hot: false,
      static: false,
      client: { overlay: { runtimeErrors: false } },
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
    },
  };
};
