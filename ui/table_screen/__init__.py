"""The table screen's window, views and calibration pages (the pure geometry and the secrets filter are in
``tabletop.table_screen``)."""
