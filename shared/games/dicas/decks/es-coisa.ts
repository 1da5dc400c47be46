import { buildDeck, type CardSource } from "./types";

/** Cosas, escritas para Mesa: 20 pistas por carta, de la más vaga a la más reveladora. */
const cards: CardSource[] = [
  ["Guitarra", `
Se usa con las dos manos.
Es de madera.
Tiene una caja hueca.
Tiene un mástil.
Tiene trastes.
Tiene clavijas.
Hay que afinarla.
La española es la clásica.
Paco de Lucía era un maestro.
Se toca en el flamenco.
Puede ser acústica o eléctrica.
Jimi Hendrix quemó una en un concierto.
Se toca con los dedos o con una púa.
Una mano hace el acorde y la otra rasguea.
Los mariachis llevan varias de distintos tamaños.
El ukelele es una versión pequeña.
Suele tener seis cuerdas.
Es un instrumento de cuerda.
Es la reina de las canciones alrededor del fuego.
Su nombre empieza por G.
`],
  ["Paraguas", `
Se lleva en la mano.
Se abre y se cierra.
Tiene varillas.
Tiene un mango.
Puede ser plegable.
Se olvida a menudo en el autobús.
Dicen que abrirlo dentro de casa da mala suerte.
Mary Poppins vuela con uno.
Gene Kelly bailaba con uno en la calle.
El viento le da la vuelta.
Se deja goteando en la entrada.
Es de tela impermeable.
Su primo para el sol es la sombrilla.
Sus primos son el chubasquero y las botas de agua.
Te protege del agua que cae del cielo.
Se saca cuando llueve.
Su nombre dice para qué sirve.
Su nombre es una palabra compuesta.
Su nombre empieza por para-.
Rima con aguas.
`],
  ["Reloj", `
Hay de muchos tamaños.
Puede estar en la pared, en la mesa o en la muñeca.
Puede ser de cuerda o de pilas.
Los suizos son famosos por fabricarlos.
Tiene una esfera.
Tiene agujas.
Su aguja más rápida da una vuelta por minuto.
Hace tictac.
Algunos tienen un cuco.
Hay uno de arena y otro de sol.
Uno muy famoso está en la torre del Parlamento de Londres.
El de la Puerta del Sol marca las uvas de Nochevieja.
Los digitales muestran números.
Se adelanta o se atrasa.
Se cambia dos veces al año por el horario de verano.
El conejo blanco de Alicia siempre mira el suyo.
Sirve para saber la hora.
Se lleva en la muñeca.
Su nombre termina en jota.
Su nombre empieza por R.
`],
  ["Bicicleta", `
Sirve para moverse.
No contamina.
Se inventó en el siglo XIX.
Su primera versión no tenía pedales.
Tiene cadena.
Tiene manillar.
Tiene sillín.
Tiene timbre.
Hay que mantener el equilibrio.
Se aprende de niño con ruedines.
Una vez aprendido, no se olvida.
Ámsterdam está llena de ellas.
El Tour de Francia se corre con ella.
Miguel Induráin ganó cinco Tours con ella.
Se usa con casco.
E.T. vuela en una delante de la luna.
Tiene dos ruedas y pedales.
Su nombre empieza por bi-.
Se la llama bici.
Es el vehículo de dos ruedas que se mueve pedaleando.
`],
  ["Piano", `
Es grande y pesado.
Cuesta mucho subirlo por una escalera.
Hay que afinarlo.
Tiene martillos dentro.
Tiene pedales.
Puede ser de cola o vertical.
Se inventó en Italia hacia 1700.
Su nombre viene de suave y fuerte en italiano.
En los saloons del Oeste siempre había uno.
Beethoven escribió sonatas para él.
Chopin compuso casi solo para él.
Es un instrumento de cuerda percutida.
Se toca sentado en un taburete.
Elton John lo toca en sus conciertos.
Se toca con las dos manos a la vez.
Tiene teclado.
Tiene 88 teclas.
Sus teclas son blancas y negras.
Su nombre tiene cinco letras.
Su nombre empieza por P.
`],
  ["Teléfono", `
Se inventó en el siglo XIX.
Su invención se atribuye a Graham Bell.
Antes tenía un disco para marcar.
Antes estaba unido a la pared por un cable.
En las calles había cabinas.
Suena.
Tiene números.
Sirve para hablar a distancia.
Hoy casi todos son móviles.
Hoy también hace fotos.
Se carga cada noche.
Tiene pantalla táctil.
Al contestar se dice «¿diga?» o «¿aló?».
El número de emergencias es el 112.
E.T. quería usar uno para llamar a casa.
Muchos lo miran nada más despertar.
Su nombre significa voz lejana en griego.
Su nombre empieza por tele-.
Lleva tilde en la segunda e.
Se le llama también móvil o celular.
`],
  ["Espejo", `
Está en casi todas las casas.
Suele estar en el baño.
Es de vidrio.
Tiene detrás una capa de metal.
Antes se hacía de bronce pulido.
Los vampiros no se ven en él.
Romperlo da siete años de mala suerte, dicen.
En las ferias hay salas de ellos que deforman.
Cambia la izquierda por la derecha.
Los retrovisores son de este tipo.
Alicia pasó a través de uno.
La madrastra de Blancanieves le habla a uno.
Le pregunta quién es la más bella del reino.
Se usa para peinarse o maquillarse.
Refleja la luz.
Te ves en él.
Muestra tu reflejo.
Su nombre empieza por E.
Su nombre tiene seis letras.
Rima con conejo.
`],
  ["Tijeras", `
Son de metal.
Tienen dos piezas unidas por un tornillo.
Tienen dos ojos para los dedos.
Hay versiones para zurdos.
Los niños usan unas de punta redonda.
Se llevan al afilador.
Los peluqueros las usan mucho.
Los sastres las usan para la tela.
Cortan papel.
Se abren y se cierran.
Se usan con una mano.
Tienen dos hojas afiladas.
Sirven para cortar.
En un juego ganan al papel y pierden con la piedra.
Eduardo tenía unas por manos en una película.
Se inaugura algo cortando una cinta con ellas.
Su nombre siempre va en plural.
Su nombre empieza por T.
Su nombre tiene siete letras.
Riman con orejeras.
`],
  ["Vela", `
Es pequeña.
Es de cera.
Tiene una mecha.
Se derrite poco a poco.
Hay de muchos olores.
Se enciende con una cerilla.
Gotea.
Se pone en un candelabro.
Crea ambiente en una cena romántica.
Hay muchas en las iglesias.
Se usa cuando hay un apagón.
Se usaba antes de la electricidad.
Se apaga soplando o con los dedos mojados.
Da luz.
Se ponen en las tartas de cumpleaños.
Se sopla pidiendo un deseo.
También empuja barcos con el viento.
Estar a dos de ellas es no tener dinero.
Su nombre tiene cuatro letras.
Su nombre empieza por V.
`],
  ["Libro", `
Se puede prestar.
Tiene autor.
Tiene portada.
Tiene lomo.
Tiene ISBN.
Se guarda en estanterías.
Se presta en las bibliotecas.
En muchas ciudades hay ferias dedicadas a él.
Gutenberg revolucionó su fabricación.
Hay de bolsillo.
Ahora también los hay electrónicos.
Se marca con un marcapáginas.
En Sant Jordi se regala con una rosa.
Huele a papel.
Tiene capítulos.
Tiene páginas.
Se lee.
Don Quijote es uno.
Su nombre empieza por L.
Su nombre tiene cinco letras.
`],
  ["Chocolate", `
Se come.
Viene de América.
Los aztecas lo bebían.
Se hace con las semillas de un árbol.
Ese árbol es el cacao.
Se derrite con el calor.
Puede ser negro, con leche o blanco.
Es malo para los perros.
Los suizos y los belgas son famosos por él.
Se vende en tabletas.
Se toma con churros.
Se toma caliente en invierno.
Se usa en tartas y bombones.
Hay huevos de Pascua hechos de él.
Willy Wonka tenía una fábrica.
Se dice que alegra el ánimo.
Es marrón.
Es dulce.
Su nombre viene del náhuatl.
Su nombre empieza por choco-.
`],
  ["Brújula", `
Es pequeña.
Cabe en la mano.
Tiene una aguja.
Su aguja es magnética.
Se inventó en China.
Los marinos la usaban para navegar.
Falla cerca de un imán.
Tiene una rosa de los vientos.
Marca los puntos cardinales.
Sus letras son N, S, E y O.
Ayuda a no perderse en el monte.
Los exploradores la llevan con un mapa.
Hoy el GPS la ha sustituido.
Jack Sparrow tiene una que no apunta al norte.
Funciona con el magnetismo de la Tierra.
Su aguja se mueve sola.
Siempre apunta al norte.
Su nombre suena a una bruja pequeña.
Su nombre empieza por B.
Lleva tilde en la u.
`],
  ["Llave", `
Es pequeña.
Es de metal.
Tiene dientes.
Se cuelga de una argolla con otras.
Se pierde a menudo.
Se hace una copia en el cerrajero.
Se esconde bajo el felpudo.
San Pedro guarda las del cielo.
A los visitantes ilustres se les da la de la ciudad.
Hay una maestra que lo abre todo.
Hoy muchas son tarjetas.
Los coches modernos ya casi no la usan.
En la lucha libre es una forma de inmovilizar.
La inglesa es una herramienta.
Se gira dentro de una cerradura.
Abre puertas.
Sirve para cerrar con seguridad.
Su nombre empieza por doble ele.
Su nombre tiene cinco letras.
Rima con nave.
`],
  ["Martillo", `
Es una herramienta.
Tiene mango.
Tiene una cabeza pesada.
Suele ser de metal y madera.
Algunos tienen un lado para sacar clavos.
Se usa con una mano.
Duele si te das en el dedo.
Los jueces usan uno de madera.
Thor tiene uno mágico.
Aparece en la bandera soviética junto a una hoz.
Hay un tiburón con la cabeza de su forma.
Hay uno dentro del oído.
Se lanza en una prueba de atletismo.
El del médico prueba los reflejos.
Se vende en ferreterías.
Los carpinteros lo usan mucho.
Golpea.
Se usa con clavos.
Su nombre empieza por M.
Su nombre tiene ocho letras.
`],
  ["Gafas", `
Se llevan en la cara.
Tienen patillas.
Tienen montura.
Se apoyan en la nariz.
Se limpian con un paño.
Se empañan con el vapor.
Se buscan y están en la cabeza.
Las hay de sol.
Las hay de natación.
Las receta el oculista.
Se guardan en una funda.
Las lentillas las sustituyen.
Clark Kent se disfraza con ellas.
John Lennon las llevaba redondas.
Harry Potter las lleva redondas.
Tienen dos cristales.
Sirven para ver mejor.
También se llaman anteojos.
Su nombre va en plural.
Su nombre empieza por G.
`],
  ["Sombrero", `
Se lleva en la cabeza.
Tiene ala.
Tiene copa.
Puede ser de paja.
Puede ser de fieltro.
El de Panamá se hace en Ecuador.
Los magos sacan conejos de él.
Indiana Jones lleva uno.
El de los charros mexicanos es enorme.
El de copa es de gala.
Se quita para saludar.
Lo fabrica un personaje loco de Alicia.
Napoleón llevaba uno de dos picos.
Lo llevan los vaqueros.
Se cuelga en un perchero.
Da sombra.
Protege la cabeza del sol.
Su nombre viene de sombra.
Su nombre empieza por S.
Su nombre tiene ocho letras.
`],
  ["Avión", `
Se mueve.
Transporta gente.
Tiene alas.
Tiene motores.
Tiene piloto.
Tiene cabina.
Tiene tren de aterrizaje.
Los hermanos Wright hicieron volar el primero.
Despega y aterriza.
Tiene caja negra.
Hay azafatas.
Se pasa un control de seguridad para subir.
Hay que abrocharse el cinturón.
Deja estelas blancas en el cielo.
El Concorde era supersónico.
Sale de un aeropuerto.
Se compra billete para subir.
Vuela.
Su nombre empieza por A.
Su nombre lleva tilde en la o.
`],
  ["Cama", `
Está en casa.
Es un mueble.
Tiene patas.
Tiene cabecero.
Tiene colchón.
Tiene almohada.
Tiene sábanas.
Se hace cada mañana.
Puede ser individual o de matrimonio.
La litera son dos, una encima de otra.
Los niños creen que hay monstruos debajo.
Ricitos de Oro probó tres.
Pasamos un tercio de la vida en ella.
Los hospitales tienen muchas.
A veces se desayuna en ella.
Está en el dormitorio.
Se duerme en ella.
Su nombre tiene cuatro letras.
Su nombre empieza por C.
Rima con llama.
`],
  ["Nevera", `
Es un electrodoméstico.
Está en la cocina.
Funciona día y noche.
Es grande.
A veces hace ruido.
Su puerta se llena de imanes de recuerdo.
Se abre muchas veces al día.
Tiene una luz que se enciende al abrirla.
Tiene baldas.
Tiene congelador.
Se pega una nota en su puerta.
Hay que descongelarla de vez en cuando.
Antes se usaba hielo en su lugar.
Guarda la leche.
Mantiene la comida fría.
También se llama frigorífico.
En algunos países se llama refrigerador.
Su nombre viene de nieve.
Su nombre empieza por N.
Su nombre tiene seis letras.
`],
  ["Globo", `
Es ligero.
Es de goma.
Puede explotar.
Se ata con un cordel.
Se pincha con un alfiler.
Frotado en el pelo hace electricidad estática.
Se escapa hacia el cielo si tiene helio.
Los niños lloran si se les escapa.
Los payasos hacen animales con ellos.
Se usa en las fiestas de cumpleaños.
La casa de la película Up vuela con miles.
Uno aerostático lleva personas.
Phileas Fogg viaja en uno en una película.
El terráqueo representa la Tierra.
Se hincha soplando.
Se infla.
Es redondo.
Su nombre tiene cinco letras.
Su nombre empieza por G.
Rima con lobo.
`],
  ["Tortilla de patatas", `
Es algo que se come.
Es redonda.
Se hace en una sartén.
Lleva aceite de oliva.
Lleva sal.
Se come caliente o fría.
Se come en pinchos.
Se sirve en todos los bares de España.
Hay que darle la vuelta con un plato.
Darle la vuelta da miedo la primera vez.
Hay quien la prefiere poco cuajada.
Hay una gran discusión sobre si lleva cebolla.
Lleva huevos batidos.
Lleva patatas.
En otros países la llaman tortilla española.
Se mete en un bocadillo para la excursión.
Es el plato más famoso de España junto con la paella.
No tiene nada que ver con la tortilla mexicana.
Es una tortilla con patata.
La tortilla española.
`],
  ["Paella", `
Es algo que se come.
Se hace en un recipiente ancho y plano.
Se cocina al fuego, a veces de leña.
Lleva aceite de oliva.
Lleva azafrán.
Lleva garrofó.
Se hace los domingos en familia.
No se remueve una vez echado el grano.
El arroz pegado del fondo es el socarrat.
Hay quien pone chorizo y escandaliza a medio país.
La de marisco lleva gambas y mejillones.
La original lleva pollo y conejo.
Se come directamente del recipiente.
Su nombre es el del recipiente en valenciano.
Es amarilla.
Su base es el arroz.
Es el plato típico de Valencia.
Es el plato español más famoso en el mundo.
Un arroz valenciano.
El gran plato de arroz de Valencia.
`],
  ["Abanico", `
Es un objeto.
Es ligero.
Se lleva en el bolso.
Se abre y se cierra.
Sus varillas pueden ser de madera o de hueso.
Puede ser de tela, papel o encaje.
Puede estar pintado a mano.
Existía un lenguaje secreto para usarlo.
Cerrarlo de golpe podía ser una señal.
Llegó a Europa desde Asia.
Las flamencas lo usan al bailar.
Se vende en tiendas de recuerdos de Sevilla.
Se usa mucho en verano.
Se usa en misa y en el autobús.
Se mueve con la muñeca.
Da aire.
Se agita para refrescarse.
Funciona sin electricidad.
Sirve para combatir el calor.
Objeto plegable para darse aire.
`],
  ["Botijo", `
Es un objeto.
Es de barro.
No está esmaltado.
Tiene un asa.
Tiene una boca para llenarlo.
Tiene un pitorro para beber.
Suda.
Al sudar, enfría su contenido.
Se pone a la sombra.
Se usaba en el campo.
Se usaba en las obras.
Se bebe sin tocarlo con los labios.
Se levanta en alto para beber.
Hace falta puntería para beber de él.
Si no sabes, te mojas la camisa.
Es un símbolo de la España rural.
Guarda agua.
Mantiene el agua fresca.
Es un recipiente tradicional.
El cántaro de barro con pitorro.
`],
  ["Castañuelas", `
Es un objeto.
Son dos piezas.
Son pequeñas.
Son cóncavas.
Se unen con un cordón.
El cordón se pone en el pulgar.
Suelen ser de madera.
Pueden ser de fibra o de marfil.
Las hay de distinto tono para cada mano.
La mano derecha lleva la más aguda.
Se tocan con los dedos.
Hacen un sonido seco: ria, ria, pitá.
Su nombre viene de un fruto del otoño.
Se usan en las sevillanas.
Se usan en la jota.
Se usan en el flamenco.
Se usan en la danza española.
Son un instrumento de percusión.
Son típicas de España.
El instrumento de percusión de la bailaora.
`],
  ["Churros", `
Son algo que se come.
Son alargados.
Pueden tener forma de lazo.
Se hacen con harina, agua y sal.
Se fríen en aceite.
Se hacen con una manga o una máquina.
Tienen estrías.
Sus primos más gordos son las porras.
Se venden en puestos callejeros.
Se venden en papel de estraza.
Se toman en el desayuno.
Se toman al salir de fiesta de madrugada.
Se toman el día de Año Nuevo.
Se rebozan en azúcar.
En México se les pone canela.
Se mojan en chocolate.
La chocolatería San Ginés los vende en Madrid.
Son crujientes por fuera.
Van con chocolate caliente.
Masa frita que se moja en chocolate.
`],
  ["Piñata", `
Es un objeto.
Se cuelga.
Está hueca.
Puede ser de cartón o de barro.
Se decora con papel de colores.
Puede tener forma de estrella de siete picos.
Puede tener forma de burro o de personaje.
Se usa en las posadas de Navidad en México.
Se le canta: dale, dale, dale.
Se golpea con un palo.
Quien la golpea lleva los ojos vendados.
Le dan vueltas antes de golpear.
Se sube y se baja con una cuerda para esquivar el golpe.
Está llena de caramelos.
Al romperse, todos se lanzan al suelo.
Se rompe.
Es típica de los cumpleaños infantiles.
Es muy mexicana.
Es un juego de fiesta.
Figura llena de dulces que se rompe a palos.
`],
  ["Balón", `
Es un objeto.
Es redondo.
Está lleno de aire.
Se infla con una bomba.
Puede ser de cuero.
Antes era blanco y negro con hexágonos.
En cada Mundial se estrena uno nuevo.
Se lleva a la playa.
Se da patadas.
Se lleva al patio del colegio.
Un portero intenta pararlo.
Debe entrar en la portería.
Si se pincha, no sirve.
Los niños lo chutan contra la pared.
Un futbolista puede hacer toques con él.
Se pide a gritos: ¡pasa!
Messi lo lleva pegado al pie.
El de Oro es un premio.
Con él se juega al fútbol.
La pelota de fútbol.
`],
  ["Lápiz", `
Es un objeto.
Es largo y fino.
Suele ser de madera.
Puede ser amarillo.
Por dentro lleva grafito.
Mucha gente cree que lleva plomo.
Algunos tienen una goma en la punta.
Hay que sacarle punta.
Se hace cada vez más corto.
Su marca se puede borrar.
Los carpinteros lo llevan en la oreja.
Los hay de colores.
Los hay de dureza HB.
Se guarda en un estuche.
Se usa en el colegio.
Los artistas dibujan bocetos con él.
Los crucigramistas prudentes lo prefieren.
Se escribe con él.
También se le dice lapicero.
Barrita de madera para escribir y dibujar.
`],
  ["Mochila", `
Es un objeto.
Es una bolsa.
Tiene dos tirantes.
Tiene cremallera.
Tiene bolsillos.
Algunas tienen ruedas.
Algunas tienen sitio para el portátil.
Los excursionistas llevan una grande.
Los niños la llevan al colegio.
Si pesa mucho, duele la espalda.
Dora la Exploradora tiene una que habla.
Los viajeros recorren el mundo con ella.
Los paracaídas se llevan igual.
Se lleva a la espalda.
Se llena de libros y cuadernos.
Se prepara la noche antes del cole.
A veces se lleva colgada de un hombro.
Lleva el bocadillo del recreo.
Se le dice también macuto.
Bolsa con dos asas que se lleva a la espalda.
`],
  ["Sofá", `
Es un objeto.
Es un mueble.
Está en el salón.
Es blando.
Tiene cojines.
Tiene brazos.
Debajo de sus cojines aparecen monedas.
Allí se pierde el mando de la tele.
Los gatos lo arañan.
Algunos se convierten en cama.
Los invitados duermen en él.
Algunos son de piel.
Algunos son reclinables.
Los Simpson corren hacia él al empezar cada capítulo.
Es el sitio perfecto para la siesta.
Se ve la tele sentado en él.
Caben dos o tres personas.
Es un asiento grande y mullido.
También se llama tresillo.
El mueble del salón para sentarse varios.
`],
  ["Tostadora", `
Es un objeto.
Está en la cocina.
Es eléctrica.
Tiene ranuras.
Tiene una palanca.
Tiene una rueda para elegir el punto.
Se calienta mucho por dentro.
Acumula migas en una bandeja.
No se debe meter un tenedor.
Puede hacer saltar la alarma de humo.
Se usa en el desayuno.
Las cosas salen disparadas de ella.
Hace un ruido al terminar.
Se mete pan de molde.
Deja el pan dorado y crujiente.
Se come luego con aceite y tomate.
Va en la encimera.
Es un electrodoméstico pequeño.
Tuesta el pan.
El aparato para tostar pan.
`],
  ["Lavadora", `
Es un objeto.
Es grande.
Suele estar en la cocina o el baño.
Tiene una puerta redonda.
Tiene un tambor.
Centrifuga.
Tiembla al centrifugar.
Necesita agua.
Necesita detergente.
Puede encoger un jersey.
Se come un calcetín de cada par.
Un calcetín rojo en ella lo vuelve todo rosa.
Tiene muchos programas.
Pita al terminar.
Va enchufada.
La ropa sucia entra en ella.
La ropa limpia sale de ella.
Se pone con la secadora.
Hace la colada.
El electrodoméstico que lava la ropa.
`],
  ["Bombilla", `
Es un objeto.
Es de cristal.
Se puede calentar mucho.
Tiene rosca.
Las antiguas tenían filamento.
Puede ser LED.
Puede ser de bajo consumo.
Se funde.
Al fundirse hace plof.
Edison la hizo práctica.
A los personajes de dibujos se les enciende una sobre la cabeza.
Eso significa que han tenido una idea.
Para cambiarla hay que subirse a una silla.
Se mide en vatios.
Se enrosca en una lámpara.
Se enciende con un interruptor.
Da luz.
Ilumina la habitación.
También se dice foco en algunos países.
El cristal que da luz en la lámpara.
`],
  ["Cepillo de dientes", `
Es un objeto.
Es pequeño.
Es alargado.
Tiene un mango.
Tiene cerdas.
Las cerdas se abren con el tiempo.
Hay que cambiarlo cada tres meses.
Puede ser eléctrico.
Se guarda en un vaso en el baño.
Cada uno tiene el suyo.
No se presta.
Se usa con pasta.
Se usa después de comer.
Se usa antes de dormir.
El dentista dice que se usa dos minutos.
Se moja antes de usarlo.
Se mete en la boca.
Sirve para la higiene dental.
Limpia los dientes.
Lo que usas para lavarte los dientes.
`],
  ["Corona", `
Es un objeto.
Se lleva puesta.
Es valiosa.
Puede ser de oro.
Lleva piedras preciosas.
Se guarda en un tesoro.
Pesa mucho.
Se pone en la cabeza.
Se estrena en una ceremonia solemne.
La llevan los reyes.
La llevan las reinas.
Burger King regala unas de papel.
El dentista puede poner una en una muela.
La Estatua de la Libertad lleva una.
Los Reyes Magos la llevan en la cabalgata.
Aparece en las cartas de la baraja.
También es el nombre de una cerveza mexicana.
Es el símbolo de la monarquía.
Va encima de la cabeza del rey.
Lo que lleva un rey en la cabeza.
`],
  ["Calcetín", `
Es un objeto.
Es de tela.
Suele ser de algodón o lana.
Es blando.
Se lleva en pares.
Uno de ellos siempre desaparece.
Puede tener un agujero en el dedo gordo.
Los hay de rayas.
Los hay hasta la rodilla.
Los hay tobilleros.
Se cuelga en la chimenea en Navidad en algunos países.
Dobby, el elfo, quedó libre por uno.
Se pone antes que el zapato.
Se lleva en el pie.
Con sandalias queda fatal, según dicen.
Se lava en la lavadora.
Abriga los pies.
Va dentro del zapato.
También se dice media.
La prenda que cubre el pie.
`],
  ["Patinete", `
Es un objeto.
Tiene dos ruedas.
Tiene un manillar.
Tiene una plataforma para los pies.
Se pliega.
Se impulsa con un pie.
Los niños lo llevan al parque.
Ahora muchos son eléctricos.
Los eléctricos se cargan en un enchufe.
Se alquilan en las ciudades con una app.
Hay normas para llevarlo por la acera.
Se aconseja casco.
Se conduce de pie.
Tiene freno en la rueda trasera.
Es ligero.
Se lleva en el metro.
Se usa para ir al trabajo.
Es un vehículo de movilidad personal.
También se llama monopatín en algunos sitios.
Tabla con ruedas y manillar.
`],
  ["Microondas", `
Es un objeto.
Está en la cocina.
Es una caja.
Tiene una puerta con cristal.
Tiene un plato que gira.
Tiene un temporizador.
Hace pitidos al terminar.
No se puede meter metal.
Si metes una cuchara, saltan chispas.
Se usa en la oficina para calentar tápers.
Hace palomitas en tres minutos.
Calienta la leche del desayuno.
Descongela la comida.
Se inventó por casualidad con un radar.
Tiene una luz dentro.
La comida gira dentro.
Calienta rápido.
Es un electrodoméstico.
Funciona con ondas.
El horno rápido para calentar comida.
`],
  ["Maleta", `
Es un objeto.
Tiene un asa.
Muchas tienen ruedas.
Algunas son rígidas.
Tiene cremallera o cierres.
Puede tener candado.
Se hace la noche antes del viaje.
Siempre cuesta cerrarla.
Hay que sentarse encima para cerrarla.
Se factura en el aeropuerto.
Sale por la cinta de equipajes.
Puede perderse en un vuelo.
Algunas pesan demasiado.
Se guarda encima del armario.
Se lleva de vacaciones.
Va en el maletero.
Se llena de ropa.
Hay pequeñas para la cabina.
Sirve para viajar.
Lo que llevas con la ropa de viaje.
`],
];

export const esCoisa = buildDeck("es", "coisa", cards);
