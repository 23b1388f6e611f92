"""The table screen: a TV laid flat on the table or a projector above it shows the map at 1:1 under the figures.

``mapping`` holds the pure geometry (table cm to screen pixels for a TV and for a projector, their inverse, the
checks on four corners, the calibration from lengths measured on the glass), ``frame`` the part of the table a
smaller screen shows, ``secrets`` the one filter deciding what the players may see. The window is ``ui/table_screen``.
"""
