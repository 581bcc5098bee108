"""dark_ages cards."""
