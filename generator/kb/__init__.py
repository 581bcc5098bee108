"""kb package."""
