"""Card files the knowledge tests write into a copy of knowledge/cards/."""

GOOD_CARD = """cards:
  - id: test-card
    name: {en: Test Card, pl: Karta testowa}
    expansion: base
    editions: [1e, 2e]
    cost: {coins: 3}
    types: [action]
    supply: kingdom
"""
"""A valid Kingdom card; tests break one line of it."""

BROKEN_CARD = GOOD_CARD + """    versions:
      - {id: 1e, label: {en: first, pl: pierwsza}, current: false}
      - {id: 2e, label: {en: second, pl: druga}, current: false}
"""
"""Valid YAML, but no version is current: a SHACL violation at the card's line (2)."""
