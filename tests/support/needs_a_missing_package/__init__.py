"""A game package for the tests whose content needs a package that is not installed."""
