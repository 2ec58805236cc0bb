// Screens written with BinderyWeb use the toolkit too: `import BinderyWeb` brings in Bindery.
@_exported import Bindery
