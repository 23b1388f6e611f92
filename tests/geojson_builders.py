"""GeoJSON pieces for building small scenario documents in tests (centimetres)."""


def rect(x0, y0, x1, y1):
    return {"type": "Polygon", "coordinates": [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]]}


def point(x, y):
    return {"type": "Point", "coordinates": [x, y]}


def feature(fid, geometry, **props):
    return {"type": "Feature", "id": fid, "geometry": geometry, "properties": props}
