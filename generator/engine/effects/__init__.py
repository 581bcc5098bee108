"""Card behaviours, one module per expansion group; importing this registers them all."""

from generator.engine.effects import (  # noqa: F401
    adventures,
    alchemy,
    allies,
    base,
    cornucopia,
    dark_ages,
    empires,
    guilds,
    hinterlands,
    intrigue,
    menagerie,
    nocturne,
    plunder,
    promo,
    prosperity,
    renaissance,
    rising_sun,
    rising_sun_omens,
    rising_sun_shadow,
    seaside,
)
