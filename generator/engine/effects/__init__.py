"""Card behaviours, one module per expansion group; importing this registers them all."""

from generator.engine.effects import (  # noqa: F401
    adventures,
    alchemy,
    base,
    cornucopia,
    dark_ages,
    guilds,
    hinterlands,
    intrigue,
    nocturne,
    others,
    plunder,
    promo,
    prosperity,
    seaside,
)
