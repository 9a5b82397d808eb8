/**
 * html-validate over every built page (npm run validate:html). Each rule changed here says why.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer writes its prop names (autoComplete, inputMode, noValidate); HTML attribute
    // names are case-insensitive, so these are valid HTML.
    'attr-case': 'off',
    // React's server renderer writes void elements as <input/> and booleans as selected="": valid HTML
    // syntax, only a different style from the one these rules prefer.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    // React's useId() makes ids such as "_r1R_name": valid HTML5 ids (no spaces), unique per page.
    'valid-id': ['error', { relaxed: true }],
  },
};
