### The frame of every game page (the heading box, the players, the
### record, the rewind, the table talk) and a seat's own settings.

## The top box of a seat's page.
seat-now-over = Game over
seat-now-public = What the game waits for
seat-now-yours = Your move
seat-now-not-yours = Not your move
# $link: the public page's link (seat-public-link).
seat-public-page = { $link } shows what everyone may see. Keep this page’s address to yourself: it is your seat.
seat-public-link = The public page of this game
# A deadline notice. $until: a time (time-soon...).
seat-deadline = You have until { $until } to decide; then a stand-in decides for you.
seat-paused = Paused by the host since { $since }: no deadline runs meanwhile.
seat-moved-on = The game moved on since this page was drawn, so your action was not carried out. Here is the fresh page.
# $how: host (the host rewound alone) or agreed.
seat-rewound = The game was rewound { $how ->
    [host] by the host
   *[agreed] by agreement
} to just after move { $to }: every move after it was undone (the history keeps them, marked undone).

## The players' table.
seat-players = Players
seat-players-caption = { $over ->
    [yes] Every player at the end, in the order of the final standings
   *[no] Every player's public state, in turn order
}; the list below the table explains each column
seat-col-player = Player
seat-col-points = Points
seat-col-cards = Cards
seat-col-dev = Dev cards
seat-col-knights = Knights
seat-col-road = Road
seat-tag-you = you
seat-tag-turn = turn
seat-tag-to-act = to act
seat-award-road = Longest Road
seat-award-army = Largest Army
seat-legend-points = { $over ->
    [yes] all victory points, hidden Victory Point cards included: the game is over
   *[no] victory points everyone can see; hidden Victory Point cards count only when their owner wins
}. { $win } points win.
seat-legend-cards = resource cards in hand.
seat-legend-dev = development cards held and not yet played.
seat-legend-knights = Knight cards played.
seat-legend-road = length of the player’s longest road.
seat-legend-awards = held by the marked player, 2 points each.
# $settlement, $city: the pieces' names, each marked up by the page.
seat-legend-pieces = Pieces: { $settlement } is a house, { $city } a house with a tower; each carries its player's letter.
seat-piece-settlement = settlement
seat-piece-city = city

## The final standings.
seat-standings = Final standings
seat-standing-winner = winner
seat-standing-points = { $points ->
   *[other] points
}

## Points by source in the standings: "3 settlements 3", "Longest Road 2".
# $source: the source's id; $count: how many; $points: the points.
seat-score = { $source ->
    [settlements] { $count ->
        [one] { $count } settlement
       *[other] { $count } settlements
    }
    [cities] { $count ->
        [one] { $count } city
       *[other] { $count } cities
    }
    [metropolises] { $count ->
        [one] { $count } metropolis
       *[other] { $count } metropolises
    }
    [longest-road] Longest Road
    [largest-army] Largest Army
    [victory-point-cards] { $count ->
        [one] { $count } Victory Point card
       *[other] { $count } Victory Point cards
    }
    [vp-markers] { $count ->
        [one] { $count } VP marker
       *[other] { $count } VP markers
    }
    [sequestered] oil sequestered
    [champion] Champion of the Environment
    [town-halls] { $count ->
        [one] { $count } town hall
       *[other] { $count } town halls
    }
    [longest-trade-road] Longest Trade Road
    [largest-inventor] Largest Inventor
   *[achievements] { $count ->
        [one] { $count } achievement
       *[other] { $count } achievements
    }
} { $points }
seat-no-points = no points

## The record.
seat-ledger = The record of this game
seat-ledger-history = Every move so far, in plain words (history)
seat-ledger-export = Download the record
seat-ledger-export-note = (JSON lines; what players hold privately is left out until the game ends)
seat-ledger-host-export = Download the host’s record
seat-ledger-host-export-note = (the same as the public record while the game runs; complete once it ends)
seat-ledger-fair = The dice are fixed in advance; this fingerprint proves it; the seed is revealed at the end.
seat-ledger-no-fingerprint = No fingerprint was recorded for this game.
# $hash, $seed: marked up as code by the page.
seat-ledger-fingerprint = Fingerprint (SHA-256 of the secret seed): { $hash }
seat-ledger-seed = The game is over, so here is the seed: { $seed }. Its SHA-256 is the fingerprint above, and it re-derives every roll and draw of the game.
seat-host-rewinds-alone = The host may rewind alone:
seat-host-rewinds-alone-why = when this game was created, its host chose to rewind moves without asking the players. Every rewind stays in the history, marked as undone.

## The latest events and the house readings.
seat-events = Latest events
seat-events-none = Nothing has happened yet.
seat-events-note = Newest first, numbered as in the history; each number opens the board as it stood right after that move.
seat-event-board = Board after move { $seq }
seat-undone = undone
seat-notes = House readings
seat-differs = How this game differs
seat-dice = Last roll: { $a } and { $b }, total { $sum }
seat-dice-label = last roll
seat-spots = The marked places as a list ({ $count })

## A board in the past.
seat-past = You are looking at move { $at } of { $of }
seat-past-board = The board as it stood right after this move:
seat-past-undone = (a rewind later undid this move)
seat-past-read-only = Nothing can be played from this page.
seat-past-steps = Step through the moves
seat-past-first = First move
seat-past-first-button = « First
seat-past-prev = Previous move
seat-past-prev-button = ‹ Previous
seat-past-next = Next move
seat-past-next-button = Next ›
seat-past-last = Last move
seat-past-last-button = Last »
seat-past-present = Back to the present
seat-past-history = This move in the history

## The rewind proposal.
seat-rewind = The host proposes a rewind
# $link: the link to the board after the move (seat-rewind-move).
seat-rewind-to = Go back to just after { $link }, because: “{ $reason }”
seat-rewind-move = move { $to }
seat-rewind-who = Every move after it would be undone (it stays in the history, marked undone). Agreed so far: { $agreed }. Not yet agreed: { $waiting }. One refusal closes the proposal.
seat-rewind-nobody-yet = nobody yet
seat-rewind-nobody = nobody
seat-rewind-agreed = You agreed.
seat-rewind-agreed-then = The rewind happens when everyone has agreed.
seat-rewind-agree = Agree to rewind
seat-rewind-refuse = Refuse
# The public page's line about an open proposal.
seat-rewind-public = The host proposes to rewind the game to just after move { $to }, because: “{ $reason }”. It happens if every player agrees.

## The table talk.
seat-talk = Table talk
seat-talk-none = No messages yet.
seat-talk-label = Your message to the table (up to { $max } characters; everyone, spectators too, can read it)
seat-talk-send = Send to the table
# Why a message was not posted.
seat-talk-empty = the message is empty: write something first
seat-talk-too-long = the message is { $chars } characters long; at most { $max } fit
# $unit: minute (one), hour (one), hours or minutes ($n of them).
seat-talk-flooded = you wrote { $most } messages within { $unit ->
    [minute] a minute
    [hour] an hour
    [hours] { $n } hours
   *[minutes] { $n } minutes
}, as many as the table takes; please wait a little

## The seat's own settings: the plans.
seat-plans = Your plans for the special building phase
seat-plans-hint = After each other player's turn your plans are built for you, in this order, if you can pay for them then; one you cannot pay for waits for the next time, one whose spot is gone is dropped. Nobody else sees them until they are built, and nobody waits or is emailed for the phase.
seat-plans-none = You have no plans: you build only on your own turn.
seat-plans-remove = Remove
seat-plans-remove-label = Remove plan { $n }
seat-plans-add = Add a plan
seat-plans-plan = Plan it

## The seat's own settings: the moves made for it.
seat-prefs = Moves made for you
# $roll: off, always or unless_development_card; $end, $skip: yes or no.
seat-prefs-chosen = You chose: { $roll ->
    [always] the dice are rolled for you as your turn starts
    [unless_development_card] the dice are rolled for you as your turn starts, unless you hold a development card
   *[off] you roll the dice yourself
}; { $end ->
    [yes] your turn is ended for you when, by what everyone sees, you have nothing to spend
   *[no] you end your turn yourself
}{ $skip ->
    [yes] ; you pass whenever you are asked in a special building phase
   *[no] {""}
}.
seat-prefs-hint = These choices act only on what every player can see of you (how many cards you hold, never which), so a move made for you tells the others nothing they did not know.
seat-prefs-roll = Roll for me as soon as my turn starts
seat-prefs-roll-off = No, I roll myself
seat-prefs-roll-always = Always
seat-prefs-roll-unless = Unless I hold a development card (of any kind)
seat-prefs-end = End my turn for me when I have nothing to spend
seat-prefs-end-hint = Nothing to spend: fewer resource cards than the cheapest build, trade or gift the game allows, no development card, no trade offer of mine open, and no oil or favor token.
seat-prefs-skip = Skip the special building phase for me
seat-prefs-skip-hint = After each other player's turn, players who hold enough cards may build. With this ticked you pass at once whenever you are asked, and are not emailed for it.
seat-prefs-save = Save my choices

## The seat's own settings: away and the stand-in.
seat-away = Away and the stand-in
# How the stand-in plays a seat. $how: missed (it missed $missed
# deadlines in a row), handed (the host handed it over) or away (until
# $until, a time).
seat-stand-in = { $how ->
    [missed] the stand-in keeps the seat after { $missed } missed deadlines in a row
    [handed] handed to the stand-in
   *[away] away until { $until }
}
seat-stand-in-mine = Your seat: { seat-stand-in }; the stand-in makes your decisions at once.
seat-stand-in-other = { $name }: { seat-stand-in }.
seat-take-back = Take my seat back
seat-away-label = Away until (the end of this day, UTC); the stand-in makes your decisions at once meanwhile
seat-away-button = I am away

## The seat's own settings: its language.
seat-language = Language
seat-language-label = The language you read this game in
seat-language-save = Save the language
# A language's own name, in that language, whatever the page's.
seat-language-name = { $code ->
    [de] Deutsch
   *[en] English
}
seat-language-unknown-why = This server speaks English (en) and German (de), not “{ $code }”.

## The table's forms.
seat-offer-accept = Accept
seat-offer-decline = Decline
seat-offer-withdraw = Withdraw the offer
seat-offer-counter = Counter with other terms
seat-offer-give = You give
seat-offer-want = You want
seat-offer-send-counter = Send the counter-offer
seat-offer-new = Offer a trade to players
seat-offer-to = Offer to
seat-offer-post = Post the offer
seat-board-moves = Moves on the board
seat-discard-have = (you have { $n })
seat-supply-give = Give
seat-supply-get = Get 1
seat-costs = Building costs
seat-bank = Bank
seat-bank-dev = development cards

## The game-over line at the top of a page.
seat-result-nobody = The game is over, and nobody won.
seat-result-you = You won the game! The game is over, and you finished first with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
seat-result-other = The game is over: { $name } won with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

## Why a form or an address does not read (after "The form could not be read: ").
seat-unread-too-large = it is larger than this server takes
seat-unread-not-a-form = it was not sent as a web form
seat-unread-not-ours = it is not what this game's pages send (it may come from an older page)
seat-unread-query = the address carries something this page does not read (it may come from an older link)
seat-unread-roll = roll should be off, always or unless_development_card, not "{ $value }"
seat-unread-box = { $field } should be on or left out, not "{ $value }"
seat-unread-date = "{ $value }" is not a date
