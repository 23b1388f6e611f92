"""The application shell: main window, home page, document tabs, menus, recent files, settings and About."""
