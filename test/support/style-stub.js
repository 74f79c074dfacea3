// Stylesheets a component imports are Vite's to bundle; under Jest a component's spec needs none.
module.exports = {};
