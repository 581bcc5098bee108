"""Search in English and Polish: one analyzer in Python and JavaScript with build-time lexicons (morfeusz2,
Snowball Porter), a mkdocs hook that rewrites Material's index, and the browser's lunr ranking in Python."""
