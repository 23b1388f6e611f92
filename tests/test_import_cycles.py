"""No import circles in `tabletop/` or `ui/`.

The graph is built by grimp from the source, so it sees imports inside functions and imports under
`if TYPE_CHECKING:` too. Those count on purpose: a type-only import back into the module that holds you
is the same tangle for a reader, and a small Protocol below both modules removes it (see
docs/ARCHITECTURE.md). A strongly connected group of two or more modules is a circle.
"""

import grimp


def strongly_connected_groups(graph: grimp.ImportGraph) -> list[list[str]]:
    """Every group of two or more modules that import each other, directly or round a loop (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[list[str]] = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        # An explicit work stack: the graph is deep enough to make recursion fragile.
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, imported = work[-1]
            for target in imported:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.find_modules_directly_imported_by(target)))))
                    break
                if target in on_stack:
                    low[module] = min(low[module], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[module])
                if low[module] == index[module]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == module:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
    return sorted(groups)


def describe(graph: grimp.ImportGraph, group: list[str]) -> str:
    """One circle as the imports that close it, 'a -> b (line n)', so the message says where to cut."""
    members = set(group)
    lines = [f"circle of {len(group)} modules: {', '.join(group)}"]
    for importer in group:
        for imported in sorted(graph.find_modules_directly_imported_by(importer) & members):
            details = graph.get_import_details(importer=importer, imported=imported)
            where = ", ".join(str(detail["line_number"]) for detail in details)
            lines.append(f"  {importer} -> {imported} (line {where})")
    return "\n".join(lines)


def test_no_import_circles_in_tabletop_or_ui():
    graph = grimp.build_graph("tabletop", "ui", cache_dir=None)
    assert len(graph.modules) > 50
    groups = strongly_connected_groups(graph)
    assert not groups, "\n".join(describe(graph, group) for group in groups)


def test_a_circle_is_found_and_named():
    """The finder above must see a loop of three and a pair, and leave a chain alone (so it can fail)."""
    graph = grimp.ImportGraph()
    for importer, imported in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e"), ("x", "y"),
                               ("y", "x"), ("e", "f")]:
        graph.add_import(importer=importer, imported=imported, line_number=1, line_contents="import")
    assert strongly_connected_groups(graph) == [["a", "b", "c"], ["x", "y"]]
    assert "a -> b (line 1)" in describe(graph, ["a", "b", "c"])
