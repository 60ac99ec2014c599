### A game's history page: every move in words, a page at a time.

history-heading-public = History of the game
history-heading-seat = { $name }’s history of the game
history-intro-over = The game is over, so nothing is hidden any more: every hand, card drawn and card stolen is shown.
history-intro-seat = Your own cards are shown; what other players hold privately stays hidden until the game ends.
history-intro-public = What players hold privately (cards drawn, cards stolen) stays hidden until the game ends.
history-lead = Each move links to the board as it stood right after it.
# $undone: the tag that marks an undone move (seat-undone).
history-lead-undone = Moves a rewind undid stay listed, marked { $undone }.
history-back = Back to the game
history-events = Events { $from } to { $to } of { $total }
history-pages-top = History pages, top
history-pages-bottom = History pages, bottom
# A move a seat's own preference made for it. $text: the move in words.
history-by-preference = { $text } (automatically, as { $name } chose)
history-by-stand-in = { $text } (made by the stand-in for { $name })
history-by-stand-in-alone = { $text } (made by the stand-in)

## The pager.
history-pager-first = « First
history-pager-earlier = ‹ Earlier
history-pager-where = Page { $page } of { $pages }
history-pager-later = Later ›
history-pager-latest = Latest »
