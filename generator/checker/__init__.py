"""checker package."""
