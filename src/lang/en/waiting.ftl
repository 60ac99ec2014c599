### What the game waits for, in the third person: on every page of a game,
### in the emails and as the JSON API's prompt.
### $who, $from, $to: players' names; $round: the setup round (1 or 2).

waiting-lobby = The game has not started.
waiting-place-settlement = Setup, round { $round }: waiting for { $who } to place a settlement.
waiting-place-road = Setup, round { $round }: waiting for { $who } to place a road next to it.
waiting-found = Founding, round { $round }: waiting for { $who } to place a town hall on a town field.
waiting-roll = Waiting for { $who } to roll the dice.
# $who: the seats that owe cards, each with its count ("Bert (4 cards)"), listed.
waiting-discard = A 7 was rolled: waiting for { $who } to discard.
waiting-give-up = A 7 was rolled: waiting for { $who } to give up cards.
waiting-owes = { $who } ({ $count } cards)
waiting-move-robber = Waiting for { $who } to move the robber.
waiting-move-inventor = Waiting for { $who } to move the inventor.
waiting-main = { $who }'s turn: waiting for { $who } to trade, build or end the turn.
waiting-free-roads = { $left ->
        [one] Waiting for { $who } to place { $left } free road.
       *[other] Waiting for { $who } to place { $left } free roads.
    }
# $asked: the seats asked, listed.
waiting-special-building = Special building phase after { $who }'s turn: waiting for { $asked } to build or pass.
waiting-over-nobody = The game is over: nobody won.
waiting-won-visible = The game is over: { $who } won with { $points } visible points.
waiting-won = The game is over: { $who } won with { $points } points.
waiting-gift-answer = Waiting for { $to } to accept, refuse or ask for another resource than the { term-resource } { $from } offers as a gift.
waiting-gift-asked = Waiting for { $from } to give { $to } the { term-resource } asked for, or to withdraw the gift.
waiting-exchange-return = Waiting for { $who } to return a favor token to finish an exchange.
