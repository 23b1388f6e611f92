"""A Wi-Fi access point between a phone and the server, for the tests: it relays TCP both ways until ``drop()``,
which cuts every connection open and refuses new ones until ``restore()``."""

from __future__ import annotations

import socket
import threading


class Relay:
    def __init__(self, port: int):
        self.upstream = ("127.0.0.1", port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.down = False
        self.open: set[socket.socket] = set()
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                phone, _ = self.listener.accept()
            except OSError:
                return
            if self.down:
                phone.close()
                continue
            server = socket.create_connection(self.upstream)
            with self.lock:
                self.open.update((phone, server))
            for a, b in ((phone, server), (server, phone)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: socket.socket, target: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                target.sendall(data)
        except OSError:
            pass
        for s in (source, target):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def drop(self) -> None:
        self.down = True
        with self.lock:
            for s in self.open:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                s.close()
            self.open.clear()

    def restore(self) -> None:
        self.down = False

    def close(self) -> None:
        self.drop()
        self.listener.close()
