// Mantine's PostCSS preset: rem()/em() functions, light/dark and breakpoint mixins in CSS files.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
