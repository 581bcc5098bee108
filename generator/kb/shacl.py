"""Validate the knowledge graph against knowledge/shapes.ttl, incrementally per knowledge file.

pyshacl is exact but slow on the full card set (about 1 s for 836 cards), so the
pipeline passes a :class:`~generator.kb.cache.Cache`: each knowledge file's verdict
is remembered by the digest of everything its validation reads, and only files
that changed since they last passed are validated again (the shapes' class
targets narrowed to their records).  Every violation names the YAML file and line of the record it is about.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

from pyshacl import validate
from rdflib import BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF, RDFS

from generator.errors import KnowledgeError, KnowledgeErrors, Location
from generator.kb.cache import Cache, digest
from generator.kb.schema import Knowledge
from generator.kb.vocab import iri

ONTOLOGY = "ontology.ttl"
SHAPES = "shapes.ttl"
KEEP_VERDICTS = 5000
"""File verdicts kept in the build cache (the most recently used)."""

KINDS = ("card", "rule", "term", "example", "expansion", "pile")
SH = Namespace("http://www.w3.org/ns/shacl#")
SHACL_CACHE = "shacl"
SHACL_CACHE_VERSION = "2"
"""Bump when the validation or the way its cache keys are made changes (old verdicts are then ignored)."""
_OTHER_TARGETS = (SH.targetNode, SH.targetSubjectsOf, SH.targetObjectsOf, SH.target)


def _entity_location(kb: Knowledge, node: object) -> Location | None:
    text = str(node)
    for kind in KINDS:
        prefix = iri(kind, "")
        if text.startswith(prefix):
            rid = text[len(prefix):].split("#")[0]
            record = kb.kind_table(kind).get(rid)
            return record.loc if record is not None else None
    return None


def _node_text(node: object) -> str:
    if isinstance(node, Literal):
        return f"L{node.language or ''}^{node.datatype or ''}^{node}"
    if isinstance(node, BNode):
        return "_"  # blank nodes only come from the ontology, whose file bytes are hashed as well
    return f"<{node}>"


def _split_by_file(kb: Knowledge, g: Graph) -> tuple[dict[str, list[str]], dict[str, set[URIRef]]]:
    """The graph's triples as text, grouped by the knowledge file that wrote their subject.

    A file's group also holds the ``rdf:type`` of every IRI its triples point to (what
    ``sh:class`` looks at), so adding, removing or retyping a record changes the group
    of every file that refers to it, and no other.  Group ``""`` holds the triples of
    no record (the ontology), which every file's validation depends on; its subjects
    are the IRIs no record wrote.  This assumes, as knowledge/shapes.ttl does, that a
    shape looks at another record only through ``sh:class``.
    """
    owners = {str(iri(kind, rid)): record.loc.path or ""
              for kind in KINDS for rid, record in kb.kind_table(kind).items()}
    lines: dict[str, list[str]] = {"": []}
    subjects: dict[str, set[URIRef]] = {"": set()}
    types: dict[URIRef, list[str]] = {}
    pointed: dict[str, set[URIRef]] = {}
    text: dict[object, str] = {}  # IRIs recur in many triples: write each once
    owner_of: dict[object, str] = {}
    rdf_type = RDF.type
    for s, p, o in g:
        subject = text.get(s) or text.setdefault(s, _node_text(s))
        predicate = text.get(p) or text.setdefault(p, _node_text(p))
        obj = _node_text(o) if isinstance(o, Literal) else text.get(o) or text.setdefault(o, _node_text(o))
        row = f"{subject} {predicate} {obj}"
        owner = owner_of.get(s)
        if owner is None:
            owner = owner_of[s] = owners.get(str(s).split("#", 1)[0], "") if isinstance(s, URIRef) else ""
        lines.setdefault(owner, []).append(row)
        if isinstance(s, URIRef):
            subjects.setdefault(owner, set()).add(s)
            if p == rdf_type:
                types.setdefault(s, []).append(row)
        if owner and isinstance(o, URIRef) and p != rdf_type:
            pointed.setdefault(owner, set()).add(o)
    for owner, targets in pointed.items():
        lines[owner] += [f"-> {row}" for target in targets for row in types.get(target, ())]
    return lines, subjects


def _targeted_shapes(shapes: Graph, g: Graph, focus: set[URIRef]) -> Graph | None:
    """``shapes`` with each ``sh:targetClass`` narrowed to the ``focus`` nodes of that class.

    None when the shapes select their targets any other way (then only a full run is exact).
    """
    if any(True for p in _OTHER_TARGETS for _ in shapes.subject_objects(p)):
        return None
    for shape in set(shapes.subjects(SH.targetClass, None)) | set(shapes.subjects(RDF.type, SH.NodeShape)):
        if (shape, RDF.type, RDFS.Class) in shapes:
            return None  # an implicit class target
    out = Graph()
    out.namespace_manager = shapes.namespace_manager
    for triple in shapes:
        if triple[1] != SH.targetClass:
            out.add(triple)
    for shape, cls in shapes.subject_objects(SH.targetClass):
        for sub in set(g.transitive_subjects(RDFS.subClassOf, cls)):
            for node in g.subjects(RDF.type, sub):
                if isinstance(node, BNode):
                    return None  # a blank node cannot be named as a target
                if node in focus:
                    out.add((shape, SH.targetNode, node))
    return out


def _violations(kb: Knowledge, g: Graph, shapes: Graph) -> list[KnowledgeError]:
    conforms, report, _ = validate(g, shacl_graph=shapes, inference="none", allow_warnings=True)
    if conforms:
        return []
    errors: list[KnowledgeError] = []
    for result in report.subjects(RDF.type, SH.ValidationResult):
        focus = report.value(result, SH.focusNode)
        path = report.value(result, SH.resultPath)
        message = report.value(result, SH.resultMessage)
        loc = _entity_location(kb, focus) or Location(str(focus))
        key = str(path).rsplit("#", 1)[-1].rsplit("/", 1)[-1] if path is not None else None
        errors.append(KnowledgeError(f"shape violation on {key or 'entity'}: {message}",
                                     Location(loc.path, loc.line, key)))
    errors.sort(key=_order)
    return errors


def _order(error: KnowledgeError) -> tuple[str, int, str]:
    return error.path or "", error.line or 0, error.message


def _validate(kb: Knowledge, g: Graph, shapes: Graph, subjects: dict[str, set[URIRef]], dirty: set[str],
              full: bool) -> list[KnowledgeError]:
    """Validate the records of the ``dirty`` files (every node when ``full``)."""
    if full:
        return _violations(kb, g, shapes)
    targeted = _targeted_shapes(shapes, g, subjects[""].union(*(subjects.get(name, set()) for name in dirty)))
    return _violations(kb, g, targeted if targeted is not None else shapes)


@dataclass
class _Plan:
    """What a validation has to do: the files without a remembered verdict, and their cache keys."""

    kb: Knowledge
    g: Graph
    shapes: Graph
    subjects: dict[str, set[URIRef]]
    names: set[str]
    dirty: set[str]
    keys: dict[str, str]
    cache: Cache | None

    def run(self) -> list[KnowledgeError]:
        """The violations of the dirty files."""
        if not self.dirty:
            return []
        return _validate(self.kb, self.g, self.shapes, self.subjects, self.dirty, self.dirty == self.names)

    def finish(self, errors: list[KnowledgeError]) -> None:
        """Remember the files that passed, then raise the violations, if any."""
        if self.cache is not None and not {e.path for e in errors} - self.names:
            for name in self.dirty - {e.path for e in errors}:  # a violation outside every file: remember nothing
                self.cache.put(SHACL_CACHE, self.keys[name], True)
            self.cache.prune(SHACL_CACHE, KEEP_VERDICTS)
        if errors:
            raise KnowledgeErrors(errors)


def _plan(kb: Knowledge, g: Graph, cache: Cache | None) -> _Plan:
    shapes_file = Path(kb.root) / SHAPES
    shapes = Graph().parse(shapes_file, format="turtle")
    lines, subjects = _split_by_file(kb, g)
    names = {name for name in lines if name}
    dirty, keys = set(names), {}
    if cache is not None:
        ontology = Path(kb.root) / ONTOLOGY
        common = digest(SHACL_CACHE_VERSION, version("pyshacl"), shapes_file.read_bytes(),
                        ontology.read_bytes() if ontology.is_file() else b"", "\n".join(sorted(lines[""])))
        keys = {name: digest(common, name, "\n".join(sorted(lines[name]))) for name in names}
        dirty = {name for name, key in keys.items() if cache.get(SHACL_CACHE, key) is not True}
    return _Plan(kb, g, shapes, subjects, names, dirty, keys, cache)


def validate_graph(kb: Knowledge, g: Graph, cache: Cache | None = None) -> None:
    """Check the graph against knowledge/shapes.ttl; errors name the YAML file and line.

    With a ``cache``, validation is incremental per knowledge file: a file whose triples,
    the rdf:type of every IRI they point to, the shapes, the ontology and pyshacl are all
    as they were when it last passed is not validated again; only the records of the
    other files are (the shapes' class targets narrowed to them).  Adding, removing or
    renaming a record revalidates every file that points to it, so a constraint across
    files (``sh:class``) is never skipped; a change to the shapes or ontology revalidates all.
    """
    plan = _plan(kb, g, cache)
    plan.finish(plan.run())
