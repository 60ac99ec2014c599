### The game's terms, for every area that names them: resources, cards,
### pieces, places and guilds, in the base game's words and in
### Baden-Württemberg's where they differ.

# $resource: the resource's id (brick, lumber, wool, grain, ore).
term-resource = { $resource ->
        [brick] brick
        [lumber] lumber
        [wool] wool
        [grain] grain
       *[ore] ore
    }
# Baden-Württemberg calls brick clay and lumber wood.
term-resource-bw = { $resource ->
        [brick] clay
        [lumber] wood
        [wool] wool
        [grain] grain
       *[ore] ore
    }
# Cards of one resource: "2 brick". $count: how many.
term-cards = { $count } { term-resource }
term-cards-bw = { $count } { term-resource-bw }
# No cards at all, as the base game's rules say it and as Baden-Württemberg's pages do.
term-nothing = nothing
term-no-cards = no cards

# Lists: $init, the items before; $item, the next; $last, the last one.
term-list-next = { $init }, { $item }
term-list-last = { $init } and { $last }
# The base game's rules list cards with commas only: "2 brick, 1 ore".
term-list-last-plain = { $init }, { $last }

# Pieces, many of them. $pieces: their id.
term-pieces = { $pieces ->
        [roads] roads
        [settlements] settlements
        [cities] cities
        [town-halls] town halls
        [metropolis-tokens] metropolis tokens
       *[roads-or-places] roads or places for them
    }

# A kind of place on the board. $place: its id.
term-place = { $place ->
        [hex] hex
        [intersection] intersection
        [path] path
        [build] build
        [landscape-field] landscape field
        [crossing] crossing
        [town-field] town field
       *[landmark-field] landmark field
    }

# A development card's name. $card: its id.
term-card = { $card ->
        [knight] Knight
        [victory-point] Victory Point
        [road-building] Road Building
        [year-of-plenty] Year of Plenty
        [monopoly] Monopoly
        [invention] Invention
        [successful-invention] Successful Invention
        [trade] Trade
       *[achievement] Achievement
    }

# A guild of Frenemies' guild hall. $guild: its id.
term-guild = { $guild ->
        [traders] Traders
        [merchants] Merchants
        [road-builders] Road Builders
        [scholars] Scholars
       *[master-builders] Master Builders
    }
