"""The Book tab (players, plays, statistics, campaigns), the book's location, import and export, and the
"Record in the book" dialogs of the games; every read and write goes through ``tabletop.book``."""
