"""Dominion rules wiki: knowledge base, rules engine, checker and site generator."""

__version__ = "0.1.0"
