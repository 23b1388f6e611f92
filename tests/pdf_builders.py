"""Small PDFs for the background picture's tests: drawn with PDFium itself (pypdfium2's new document), and a
password-protected one written by hand (PDFium cannot encrypt)."""

from __future__ import annotations

import hashlib

import pypdfium2
import pypdfium2.raw as pdfium_c

# Page 1: A4 upright with a blue square; page 2: landscape 600 x 400 pt, grey, with a red rectangle
# from (100, 100) to (300, 200) pt measured from the page's top-left corner.
PAGE_SIZES = ((595.0, 842.0), (600.0, 400.0))
RED_BOX_PT = (100.0, 100.0, 300.0, 200.0)


def _rect(page: pypdfium2.PdfPage, box: tuple[float, float, float, float], rgb: tuple[int, int, int],
          height: float) -> None:
    """A filled rectangle (left, top, right, bottom) from the page's top-left corner (PDF's y runs up)."""
    left, top, right, bottom = box
    obj = pdfium_c.FPDFPageObj_CreateNewRect(left, height - bottom, right - left, bottom - top)
    pdfium_c.FPDFPageObj_SetFillColor(obj, *rgb, 255)
    pdfium_c.FPDFPath_SetDrawMode(obj, pdfium_c.FPDF_FILLMODE_ALTERNATE, False)
    pdfium_c.FPDFPage_InsertObject(page, obj)


def two_page_pdf() -> bytes:
    document = pypdfium2.PdfDocument.new()
    first = document.new_page(*PAGE_SIZES[0])
    _rect(first, (100, 100, 300, 300), (20, 40, 220), PAGE_SIZES[0][1])
    first.gen_content()
    width, height = PAGE_SIZES[1]
    second = document.new_page(width, height)
    _rect(second, (0, 0, width, height), (185, 180, 168), height)
    _rect(second, RED_BOX_PT, (224, 20, 44), height)
    second.gen_content()
    chunks: list[bytes] = []

    class Sink:
        def write(self, data: bytes) -> int:
            chunks.append(bytes(data))
            return len(data)

    document.save(Sink())
    document.close()
    return b"".join(chunks)


def _file(objects: list[bytes], trailer: bytes) -> bytes:
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R %s >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, trailer,
                                                                                          xref)


def empty_pdf() -> bytes:
    """A PDF whose page tree has no page."""
    return _file([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [] /Count 0 >>"], b"")


# PDF 1.7, 7.6.3.3: the padding of the standard security handler.
_PAD = bytes.fromhex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A")


def _rc4(key: bytes, data: bytes) -> bytes:
    state = list(range(256))
    j = 0
    for i in range(256):
        j = (j + state[i] + key[i % len(key)]) % 256
        state[i], state[j] = state[j], state[i]
    i = j = 0
    out = bytearray()
    for byte in data:
        i = (i + 1) % 256
        j = (j + state[i]) % 256
        state[i], state[j] = state[j], state[i]
        out.append(byte ^ state[(state[i] + state[j]) % 256])
    return bytes(out)


def password_pdf(password: bytes = b"secret") -> bytes:
    """A one-page PDF opened only with ``password`` (standard security handler, revision 2, PDF 1.7 7.6.3.4)."""
    padded = (password + _PAD)[:32]
    owner = _rc4(hashlib.md5(padded).digest()[:5], padded)
    permissions = -4
    file_id = b"0123456789abcdef"
    key = hashlib.md5(padded + owner + permissions.to_bytes(4, "little", signed=True) + file_id).digest()[:5]
    user = _rc4(key, _PAD)
    return _file([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                  b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
                  b"<< /Filter /Standard /V 1 /R 2 /O <%s> /U <%s> /P %d >>" % (
                      owner.hex().encode(), user.hex().encode(), permissions)],
                 b"/Encrypt 4 0 R /ID [<%s> <%s>]" % (file_id.hex().encode(), file_id.hex().encode()))
