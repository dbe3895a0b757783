Good luck in your battles, everyone!
See you in the Tower.
