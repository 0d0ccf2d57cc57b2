"""Computer players, one module per built-in game kind; each module's `choose(rules, observation, rng)`
is named by its kind's registration (`games.<kind>.KIND`)."""
