"""One module per schema revision of the book, oldest first; a package so that it is shipped with the code."""
