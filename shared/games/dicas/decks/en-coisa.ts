import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
  ["Umbrella", `
It is an object.
You hold it in your hand.
It has a handle.
It often has a pointed tip.
It has metal ribs.
It opens and closes.
Some open at the press of a button.
Some fold up small.
The wind turns it inside out.
People often leave it on buses.
It is covered in waterproof fabric.
Opening it indoors is said to be bad luck.
Mary Poppins flies holding one.
Gene Kelly danced with one, singing in the rain.
It drips by the front door.
It can also keep the sun off.
Without one, you get wet.
You use it when it rains.
It keeps the rain off your head.
Also called a brolly.
`],
  ["Bicycle", `
It is an object.
It is a means of transport.
It does not pollute.
It has handlebars.
It has a saddle.
It has pedals.
It has a chain.
It sometimes has gears.
It has hand brakes.
It has a bell.
Children learn with stabilisers.
Once you learn, you never forget.
Some lanes are just for it.
The Tour de France is raced on it.
E.T. flew across the Moon on one.
It has two wheels.
It is powered by your legs.
It can be a stationary one at the gym.
Also called a bike.
Two-wheeled vehicle with pedals.
`],
  ["Clock", `
It is an object.
It has small parts inside.
It may run on a battery.
It may need winding.
It may be digital.
It may hang on a wall.
It may be on a church tower.
It may be a grandfather standing in the hall.
Switzerland is famous for making them.
The White Rabbit keeps looking at one.
It has the numbers 1 to 12.
It goes tick-tock.
It has hands.
It may have a second hand.
It may have an alarm.
We change it for daylight saving time.
Big Ben is the bell of a famous one.
A cuckoo may pop out of one.
It shows the time.
An object that tells the time.
`],
  ["Refrigerator", `
It is an object.
It is big.
It is in the kitchen.
It is plugged in all the time.
It hums quietly.
The back of it is warm.
Magnets stick to its door.
It has shelves.
It has a vegetable drawer.
It has an egg rack in the door.
A light comes on when you open it.
You should not leave it open.
It often has a freezer.
It may make ice.
It can have two doors.
It keeps the milk and the fruit.
It keeps food cold.
It replaced the old icebox.
Also called a fridge.
Kitchen appliance that keeps food cold.
`],
  ["Guitar", `
It is an object.
It is made of wood.
It has a hole in the front, usually.
It has a neck.
It has frets.
It has tuning pegs.
It needs to be tuned.
It is hollow, unless it is electric.
It usually has six strings.
Its strings can be nylon or steel.
You play it with your fingers or a pick.
It is essential in bossa nova.
It is played around campfires.
Jimi Hendrix played it upside down.
It can be electric.
Its smaller four-string cousin is the ukulele.
Rock bands have one or two.
Spanish flamenco is played on it.
A musical instrument with strings.
The six-string instrument of rock.
`],
  ["Smartphone", `
It is an object.
It is electronic.
It fits in your pocket.
It needs charging.
It has a battery.
It has a SIM card.
It has a screen.
Its screen is touch-sensitive.
It has a camera.
It has apps.
It takes selfies.
It makes video calls.
It sends messages.
It has a ringtone.
It has a silent mode.
The first mobile ones were as big as bricks.
Many people cannot live without it.
You can call from it anywhere.
The iPhone is one.
A mobile phone that does almost everything.
`],
  ["Eyeglasses", `
It is an object.
It sits on your face.
It has a frame.
It can be metal or plastic.
It has arms.
It rests on your nose.
It rests on your ears.
It fogs up in steam.
You clean it with a soft cloth.
You keep it in a case.
Harry Potter wears round ones.
It has lenses.
It has a prescription.
An optician makes it.
It helps short-sighted people.
It can be for reading.
It can be bifocal.
The word is always plural.
It corrects your vision.
Lenses in a frame to help you see.
`],
  ["Key", `
It is an object.
It is small.
It is made of metal.
It has teeth.
It has a hole at one end.
It can be copied.
It hangs on a ring.
People lose it all the time.
You have to turn it.
It goes into a lock.
It locks and unlocks.
It opens padlocks.
It opens doors.
It starts old cars.
A jailer carries a bunch of them.
A piano has many of a different kind.
Getting one to a city is an honour.
In music, a song is written in one.
Whoever has it can get in.
The thing that opens your front door.
`],
  ["Candle", `
It is an object.
It is cheap.
It can be scented.
It is made of paraffin.
It can be made of beeswax.
It has a wick.
It melts.
It drips.
It gives a soft light.
It helps when the power goes out.
It makes a dinner romantic.
You light it with a match.
You blow it out.
It has a flame.
It goes on birthday cakes.
You make a wish when you blow it out.
It is used in churches.
Burning it at both ends means working too hard.
It sits in a holder on the table.
A stick of wax with a wick.
`],
  ["Mirror", `
It is an object.
It is smooth.
It can be any size.
It is fragile.
Breaking one is said to bring seven years of bad luck.
It hangs in the bathroom.
It is in fitting rooms.
Cars have several.
Dentists use a tiny one.
It steams up after a shower.
It is made of glass.
It has a silver backing.
It reflects light.
It shows everything reversed.
Vampires do not appear in it.
The wicked queen asks it who is the fairest of them all.
Alice went through one.
You see your own face in it.
You use it to brush your hair and put on make-up.
An object that reflects your image.
`],
  ["Toothbrush", `
It is an object.
It is small.
It is personal.
You do not lend it to anyone.
It lives in the bathroom.
It often stands in a cup.
It has a handle.
It has bristles.
Its bristles can be soft or hard.
You should replace it every three months.
It can be electric.
It goes in your travel bag.
Dentists recommend it.
You use it after meals.
You use it with toothpaste.
You use it twice a day.
You use dental floss as well.
It cleans your mouth.
It fights cavities.
You brush your teeth with it.
`],
  ["Book", `
It is an object.
It can be heavy or light.
It can be pocket-sized.
It has a cover.
It has a spine.
It has pages.
It has an author.
It has page numbers.
It has a code called an ISBN.
It may have illustrations.
It can be full of recipes.
It can be digital.
It sits on a shelf.
You keep your place with a marker.
It has chapters.
It is sold in shops and borrowed from libraries.
Gutenberg changed how it was made.
You read it from cover to cover.
You should not judge it by its cover.
Harry Potter and the Philosopher's Stone is one.
`],
  ["Kite", `
It is an object.
It is light.
It is cheap.
It can be homemade.
It can be made of paper or fabric.
It has a frame of thin sticks.
It has a tail.
It needs a long string.
It needs wind.
You play with it outdoors.
It is dangerous near power lines.
In some places, people fight with them in the sky.
Benjamin Franklin flew one in a thunderstorm.
A bird of prey has the same name.
There are festivals for it in many countries.
It often has a diamond shape.
Charlie Brown's always gets stuck in a tree.
It flies high.
You fly it on a windy day at the beach.
A toy that flies on a string.
`],
  ["Television", `
It is an object.
It is electronic.
It is in the living room.
It hangs on the wall or sits on a stand.
It has a screen.
It sometimes has an antenna.
It has a remote control.
It has channels.
It has a volume button.
It shows soap operas.
It shows the evening news.
It shows football matches.
It shows cartoons.
It used to be black and white.
It used to be a big box.
Now it has a flat screen.
It can be smart.
Families gather in front of it.
Also called a TV.
The box that shows programmes.
`],
  ["Computer", `
It is an object.
It is electronic.
It needs power.
It has a processor.
It has memory.
It has a hard drive or a solid-state drive.
It has an operating system.
It can catch viruses.
It has a keyboard.
It has a mouse.
It has a monitor.
It can be a laptop.
It can be a desktop.
The first ones filled whole rooms.
Alan Turing helped invent its theory.
Bill Gates and Steve Jobs got rich from it.
It connects to the internet.
It does billions of calculations a second.
Also called a PC.
A machine with a keyboard, mouse and screen.
`],
  ["Airplane", `
It is an object.
It is a means of transport.
It is big.
It is heavy.
It is made of metal.
It has wings.
It has a tail.
It has jet engines or propellers.
It has a cockpit.
It has landing gear.
It has a black box.
It has pilots.
It has flight attendants.
Snacks are served on board.
It takes off and lands.
It parks at airports.
The Wright brothers flew the first one.
Santos-Dumont flew one in Paris.
It flies.
Air transport.
`],
  ["Train", `
It is an object.
It is a means of transport.
It is long.
It is heavy.
It can be electric.
It used to run on steam.
The old ones puffed smoke.
It whistles.
It has a locomotive.
It has carriages.
It can carry freight or passengers.
It runs on rails.
It stops at stations.
It has a driver.
It goes choo-choo.
It can go very fast, like a bullet.
Harry Potter catches one from platform 9¾.
The Orient Express is one.
Thomas the Tank Engine is one.
A locomotive with carriages on rails.
`],
  ["Piano", `
It is an object.
It is big.
It is heavy.
It is hard to move.
It is made of wood.
It needs to be tuned.
It has pedals.
It has hammers inside.
It has strings inside.
It can be a grand.
It can be an upright.
It has white keys.
It has black keys.
It has 88 keys.
It is a musical instrument.
Chopin wrote for it.
Elton John plays one.
Children learn Do-Re-Mi on it.
It has a keyboard.
The instrument with black and white keys.
`],
  ["Scissors", `
It is an object.
It is made of metal.
It can be dangerous.
Children use ones with round tips.
It has two blades.
It has two finger holes.
It has a screw in the middle.
It opens and closes.
It can be for the kitchen.
It can be for sewing.
It can be for the garden.
Hairdressers use it.
It cuts paper.
It cuts fabric.
It cuts hair.
It cuts nails.
Edward had them instead of hands.
Rock, paper and…
The word is always plural.
The tool for cutting.
`],
  ["Chocolate", `
It is a thing.
It can be sweet or bitter.
It comes from a tree.
It comes from a fruit.
It comes from cocoa beans.
The Aztecs made a drink from it.
Ivory Coast grows more of its beans than any other country.
Switzerland and Belgium are famous for it.
It can be milk.
It can be white.
It can be dark.
It melts in the heat.
It comes in bars.
It comes in bonbons.
It is given at Easter.
Easter eggs are made of it.
Willy Wonka had a factory for it.
Dogs must not eat it.
It is the base of brownies.
A sweet made from cocoa.
`],
  ["Hammer", `
It is an object.
It is a tool.
It has a handle.
It has a heavy head.
The head is usually metal.
Some have a claw on the back.
The claw pulls things out.
You swing it.
It can hurt your thumb.
Judges bang a small wooden one.
Auctioneers use one to close a sale.
Thor's one is called Mjölnir.
It appears with a sickle on an old flag.
There is a throwing sport named after it.
A shark is named after it.
It is in every toolbox.
It drives in nails.
You hit things with it.
It goes with nails.
The tool for banging in nails.
`],
  ["Teapot", `
It is an object.
It is found in the kitchen.
It can be china, glass or metal.
It has a lid.
It has a handle.
It has a spout.
It may drip when you pour.
Some wear a knitted cosy.
It is short and stout in a nursery rhyme.
In Alice in Wonderland a dormouse sleeps in one.
It should be warmed before use.
Leaves go in it.
Boiling water goes in it.
You let it brew in it.
The British use one every afternoon.
It sits on a tray with cups and saucers.
It goes with milk and sugar.
You pour tea from it.
A pot for making tea.
It is tea's own pot.
`],
  ["Balloon", `
It is an object.
It is light.
It is usually made of rubber.
It comes in all colours.
You blow into it.
It can be filled with helium.
Then it floats away.
Helium from it makes your voice squeaky.
It can be twisted into animal shapes.
You can rub it on your hair to make it stick to walls.
It pops with a bang.
Children cry when it flies off.
Up, the film, lifts a house with thousands of them.
A very big hot-air one can carry people.
It decorates birthday parties.
It is tied with a string.
A clown may carry a bunch of them.
It goes pop.
It is inflated with air.
A rubber bag you blow up for a party.
`],
  ["Camera", `
It is an object.
It has a lens.
It has a button on top.
It has a shutter.
It may have a flash.
It can zoom.
It used to need film.
Old ones printed instant photos.
Kodak sold them for the masses.
Tourists hang them around their necks.
Photographers carry big ones.
One is hidden in your phone.
Security ones watch car parks.
Film crews use big ones.
Directors shout action at the people in front of it.
You say cheese in front of it.
It takes pictures.
It takes videos too.
You point it and click.
The device for taking photos.
`],
  ["Backpack", `
It is an object.
It is a kind of bag.
It has two straps.
It may have a zip.
It has pockets.
Some have a place for a water bottle.
It may have a laptop sleeve.
Hikers carry big ones.
Schoolchildren carry it every day.
Travellers cross the world with one.
A student's one may be very heavy.
It can hurt your back if too heavy.
It can have a rain cover.
Dora the Explorer's one talks.
Parachutes are worn like one.
It is worn on the back.
It is also called a rucksack.
Travellers who use one are named after it.
It goes to school with you.
A bag with two shoulder straps.
`],
  ["Football", `
It is an object.
It is round.
It is usually black and white.
It has panels sewn together.
It is filled with air.
It is pumped up.
It must not be touched with the hands, mostly.
It is kicked.
A goalkeeper may catch it.
It goes into a net.
A brand-new one is used at every World Cup.
Pelé played with one.
It is used on a pitch.
Children kick it in the street.
In America the word means a different, oval one.
Eleven players chase it on each side.
It is the ball of the beautiful game.
It is needed for a penalty.
The ball used in soccer.
What you kick into the goal.
`],
  ["Pencil", `
It is an object.
It is long and thin.
It is often yellow.
It is made of wood.
Its core is not really lead.
Its core is graphite.
Some have a rubber at the end.
It must be sharpened.
A sharpener eats it.
It gets shorter with use.
Carpenters keep one behind the ear.
Its marks can be erased.
It comes in grades like HB.
Coloured ones are used by children.
It is used in crosswords by the careful.
Artists sketch with it.
You write with it.
It is kept in a case.
It is used at school.
A wooden writing stick with a graphite core.
`],
  ["Compass", `
It is an object.
It is small.
It fits in your hand.
It has a needle.
The needle is a magnet.
It has a dial.
It has the letters N, E, S and W.
Sailors relied on it.
It was invented in China.
It helped explorers cross oceans.
It goes wild near iron.
Hikers carry one with a map.
Scouts learn to use one.
Your phone has one inside.
A drawing tool shares its name.
That other one draws circles.
It shows directions.
Its needle points north.
It helps you find your way.
The tool whose needle points north.
`],
  ["Lightbulb", `
It is an object.
It is made of glass.
It can get hot.
It has a screw or a bayonet end.
It has a filament, in the old kind.
It can be LED.
It can be energy-saving.
It can burn out.
It blows with a pop.
Edison made it practical.
Cartoon characters get one above their heads.
That means they had an idea.
It is changed by standing on a chair.
There are jokes about how many people it takes to change one.
It is measured in watts.
It fits into a lamp.
You screw it in.
It is turned on with a switch.
It gives light.
The glass bulb that lights a room.
`],
  ["Sofa", `
It is an object.
It is a piece of furniture.
It is in the living room.
It is soft.
It has cushions.
It has arms.
Coins fall down the back of it.
The TV remote gets lost in it.
Cats scratch it.
Some fold out into a bed.
A guest may sleep on it.
Some are leather.
Some recline.
A lazy person is called a potato after it.
Friends sat on an orange one in Central Perk.
The Simpsons run to it at the start of every episode.
A family sits on it to watch TV.
It seats two or three people.
Also called a couch.
Also called a settee.
`],
  ["Pizza", `
It is a thing you eat.
It is usually round.
It is baked.
It is best in a wood-fired oven.
It has a crust.
It is cut into slices.
It is made with dough.
It has tomato sauce.
It has cheese on it.
Pineapple on it is fiercely debated.
It can be delivered in a cardboard box.
The Ninja Turtles love it.
The Margherita was named after a queen.
Its Margherita shows the colours of the Italian flag.
It comes from Naples.
It is the food of Italy.
It can have pepperoni.
It is made with mozzarella.
It is Italian.
Italian flatbread with tomato and cheese.
`],
  ["Violin", `
It is an object.
It is made of wood.
It is light.
It has four strings.
It has no frets.
It is held under the chin.
It is played with a bow.
Its bow has horsehair.
Rosin makes the bow grip.
Stradivarius made the most famous ones.
It is the smallest of its family.
Its bigger cousins are the viola and the cello.
Orchestras have first and second ones.
Paganini played it like a devil.
A fiddle is the same thing.
A sad tiny one is played for someone's troubles.
It appears on the roof in a famous musical.
It has an f-shaped hole on each side.
It is a string instrument.
String instrument played under the chin with a bow.
`],
  ["Crown", `
It is an object.
It is worn.
It is precious.
It may be made of gold.
It is set with jewels.
It is usually kept in a tower or a vault.
It is heavy.
It goes on the head.
A new one is placed at a coronation.
Kings wear it.
Queens wear it.
Burger King hands out paper ones.
Dentists fit one on a tooth.
The Statue of Liberty wears one.
A Netflix series about the royal family shares its name.
It appears on playing cards.
It is on the head of a king in chess.
It sits on a royal head.
The symbol of a monarch.
What a king wears on his head.
`],
  ["Skateboard", `
It is an object.
It is long and flat.
It has four wheels.
It has two trucks.
It has grip tape on top.
It is made of wood.
It came from surfers in California.
It needs no pedals.
You push with one foot.
You ride it standing up.
Tricks on it are called ollies and kickflips.
Riders use ramps and half-pipes.
Tony Hawk is its most famous rider.
It became an Olympic sport in Tokyo.
Marty McFly rode a hover one.
Its riders hang out at parks built for them.
It can hurt your knees.
It is rolled along the pavement.
A board on wheels.
A board you ride with wheels underneath.
`],
  ["Toaster", `
It is an object.
It is in the kitchen.
It is electric.
It has slots.
It has a lever.
It has a dial for how dark.
It gets hot inside.
Crumbs collect in its tray.
You should not use a fork in it.
It goes ding.
It can set off the smoke alarm.
It is used at breakfast.
Things pop up from it.
Bread goes in it.
It makes bread brown and crispy.
Sliced bread was made for it.
It sits on the counter.
A pop-up gadget for breakfast.
It turns bread into toast.
The appliance that makes toast.
`],
  ["Wallet", `
It is an object.
It is small.
It is often made of leather.
It folds.
It has slots for cards.
It has a place for notes.
It may have a coin pocket.
Some have a chain.
It is carried in a pocket.
Pickpockets want it.
It may hold a photo of loved ones.
It can be lost.
It is kept in a back pocket.
Losing it is a nightmare.
A digital one lives in your phone.
It holds your ID card.
It holds your money.
It is also called a billfold.
A purse does the same job.
Where you keep your cash and cards.
`],
  ["Hourglass", `
It is an object.
It is made of glass.
It has two bulbs.
They are joined by a narrow neck.
It has a wooden or metal frame.
It is turned upside down.
It is used in board games.
Sailors used it to measure speed.
It was once used to time sermons.
Its shape describes a figure.
It is a symbol of death.
The Wicked Witch uses a big red one.
It runs out.
It counts minutes.
It runs silently.
It needs no battery.
It is filled with sand.
The sand falls through it.
It is also called a sand timer.
A sand timer.
`],
  ["Lipstick", `
It is an object.
It is small.
It fits in a handbag.
It comes in a tube.
You twist it up.
It is waxy.
It comes in many shades.
Red is the classic shade.
Marilyn Monroe wore a famous shade.
Its mark can be left on a glass.
It can leave a kiss on a cheek.
It can stain a collar.
Some are matte, some are glossy.
It is applied in front of a mirror.
It is make-up.
Lip balm is its clear cousin.
It goes on the mouth.
It colours the lips.
A pencil may outline before it.
Make-up for the lips.
`],
  ["Washing machine", `
It is an object.
It is big.
It is often in the kitchen or bathroom.
It has a round door.
It has a drum.
It spins.
It shakes during the spin.
It needs water.
It needs powder or liquid.
It can shrink a jumper.
It may eat one sock.
A red sock in it can turn everything pink.
It has many programmes.
It beeps when it finishes.
It is plugged in.
Dirty clothes go in it.
Clean clothes come out.
It is used with a dryer.
It does the laundry.
The appliance that washes clothes.
`],
  ["Sandwich", `
It is a thing you eat.
It is usually eaten cold.
It is eaten with the hands.
It is easy to carry.
It goes in a lunchbox.
It has two slices.
It can be cut into triangles.
Its name comes from an English earl.
The earl did not want to leave his card game.
The club one has three layers.
It can have ham and cheese.
It can have peanut butter and jelly.
It can be toasted.
A BLT is one.
It is a picnic favourite.
Subway sells long ones.
A sub is a long one.
Its filling goes between the bread.
Bread with filling.
Two slices of bread with something in between.
`],
];

export const enCoisa = buildDeck("en", "coisa", cards);
