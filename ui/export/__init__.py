"""Export and print: PNG and SVG of the table or the view, and 1:1 PDFs tiled over sheets of paper."""
