"""Search in English and Polish: one analyzer in Python and JavaScript, a morfeusz2 lexicon, a mkdocs hook."""
