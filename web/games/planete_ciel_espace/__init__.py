"""Planète – Ciel et Espace at the table. Its table comes with its rules engine; for now the package holds
its words (the title and pitch on the home page, in ``strings.json``)."""
