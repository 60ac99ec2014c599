### Each ruleset's own names, by its wire id ($ruleset: classic, frenemies,
### oil-springs, baden-wuerttemberg). A ruleset added to the server needs a
### line in every selector (the test of src/lang/rulesets.rs checks it).

# The ruleset's title.
ruleset-title = { $ruleset ->
        [frenemies] Catan: Frenemies
        [oil-springs] Catan: Oil Springs
        [baden-wuerttemberg] Baden-Württemberg Catan
       *[classic] Catan
    }
# What the ruleset is, in the front page's list of rulesets.
ruleset-blurb = { $ruleset ->
        [frenemies] Catan: Frenemies: favor tokens, gifts and guild halls, 11 points
        [oil-springs] Catan: Oil Springs: oil, metropolises and disasters, 12 points
        [baden-wuerttemberg] Baden-Württemberg Catan: town halls on the map of Baden-Württemberg
       *[classic] Classic: The Settlers of Catan
    }
# Its short name in the new-game form's board choice.
ruleset-short = { $ruleset ->
        [frenemies] Frenemies
        [oil-springs] Oil Springs
        [baden-wuerttemberg] Baden-Württemberg
       *[classic] Classic
    }
# Its fixed board.
ruleset-fixed-board = { $ruleset ->
        [oil-springs] the scenario's board (as printed)
       *[other] the beginner board
    }
# What its variable board has besides random terrain, numbers and harbors
# (only for a ruleset whose presentation says it has something).
ruleset-variable-adds = { $ruleset ->
        [oil-springs] its springs on the desert, a random forest and a random pasture
       *[other] nothing more
    }
# What the variable founding checkbox does in it (only for a ruleset that
# has the option).
ruleset-founding = { $ruleset ->
        [baden-wuerttemberg] each player founds their first three town halls in turn, instead of on the towns of their building cost card
       *[other] the starting pieces are placed in turn
    }
