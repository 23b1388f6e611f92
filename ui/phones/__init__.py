"""The laptop's side of the players' phones: the server of a play or game kept with its tab, and the dialog with one
QR code at a time, who is connected, and cutting a phone off."""
