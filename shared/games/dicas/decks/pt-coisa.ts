import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
  ["Guarda-chuva", `
É um objeto.
Cabe na mão.
Tem um cabo.
Costuma ter uma ponta.
Tem varetas de metal.
Abre e fecha.
Pode ser automático.
Alguns são dobráveis.
Vira do avesso com o vento.
Esquecemos em ônibus e restaurantes.
É coberto de tecido impermeável.
Dá azar abrir dentro de casa, dizem.
Mary Poppins voa segurando um.
O frevo usa uma versão pequena e colorida.
Fica pingando na entrada das casas.
Também protege do sol.
Quem não tem se molha.
Usamos quando chove.
Protege a cabeça da chuva.
Também chamado de sombrinha.
`],
  ["Bicicleta", `
É um objeto.
É um meio de transporte.
Não polui.
Tem guidão.
Tem selim.
Tem pedais.
Tem corrente.
Tem marchas, às vezes.
Tem freios nas mãos.
Tem campainha.
Crianças aprendem com rodinhas.
Depois que se aprende, nunca se esquece.
Tem ciclovias só para ela.
O Tour de France é corrido com ela.
E.T. voou numa, com a Lua ao fundo.
Tem duas rodas.
É movida pela força das pernas.
Pode ser ergométrica.
Também é chamada de magrela.
Veículo de duas rodas com pedais.
`],
  ["Relógio", `
É um objeto.
Tem peças pequenas.
Pode ter bateria.
Pode ser de corda.
Pode ser digital.
Pode estar na parede.
Pode estar na torre de uma igreja.
Pode ser de bolso.
Pode ser de pulso.
A Suíça é famosa por fabricá-lo.
O coelho da Alice vive olhando um.
Tem números de 1 a 12.
Faz tique-taque.
Tem ponteiros.
Tem um ponteiro dos segundos.
Pode ter despertador.
Tem que ser adiantado ou atrasado no horário de verão.
O Big Ben tem um gigante.
Mostra as horas.
Objeto que marca as horas.
`],
  ["Geladeira", `
É um objeto.
É grande.
Fica na cozinha.
Fica ligada na tomada o tempo todo.
Faz um barulhinho de motor.
Atrás dela fica quente.
Sua porta tem ímãs pendurados.
Tem prateleiras.
Tem gaveta de legumes.
Tem porta-ovos na porta.
Acende uma luz quando se abre.
Não se deve deixá-la aberta.
Tem um congelador.
Pode fazer gelo.
Pode ser duplex.
Guarda o leite e as frutas.
Mantém a comida fria.
Substituiu a antiga caixa de gelo.
Também chamada de refrigerador.
Eletrodoméstico que conserva os alimentos gelados.
`],
  ["Violão", `
É um objeto.
É feito de madeira.
Tem um buraco.
Tem um braço.
Tem trastes.
Tem tarraxas.
Precisa ser afinado.
É oco.
Tem seis cordas, normalmente.
Pode ter cordas de náilon ou de aço.
Toca-se com os dedos ou palheta.
Toca-se sentado, apoiado na perna.
É essencial na bossa nova.
É essencial nas rodas de amigos.
Faz sucesso em luau.
Tem uma versão elétrica.
Tem uma versão menor com quatro cordas, o cavaquinho.
Em Portugal, chamam de guitarra clássica.
Instrumento musical de cordas.
Instrumento de seis cordas da MPB.
`],
  ["Bola de futebol", `
É um objeto.
É redonda.
Precisa de ar.
Tem uma válvula.
Pode ser de couro.
Antigamente tinha gomos costurados.
É chutada.
A Jabulani foi uma polêmica.
Cada Copa do Mundo tem um modelo novo.
Pode ser de capotão.
A Telstar tinha gomos pretos e brancos.
Tem tamanho 5 nos jogos oficiais.
Quando fura, acaba o jogo de rua.
Rola no gramado.
Entra no gol.
É a alegria de toda criança na rua.
É a razão da pelada.
O craque domina com o peito.
Pelé a tratava com carinho.
O objeto mais amado do país do futebol.
`],
  ["Celular", `
É um objeto.
É eletrônico.
Cabe no bolso.
Precisa ser carregado.
Tem bateria.
Tem chip.
Tem tela.
Hoje quase todos são sensíveis ao toque.
Tem câmera.
Tem aplicativos.
Tira selfies.
Faz vídeo-chamadas.
Manda mensagens.
Tem toque personalizável.
Tem modo silencioso.
Era um tijolo nos anos 1980.
Muita gente não vive sem ele.
Faz e recebe chamadas em qualquer lugar.
Também é chamado de smartphone.
Telefone móvel.
`],
  ["Óculos", `
É um objeto.
Fica no rosto.
Tem armação.
Pode ser de metal ou plástico.
Tem hastes.
Apoia-se no nariz.
Apoia-se nas orelhas.
Embaça com o vapor.
Precisa de uma flanela para limpar.
Guarda-se num estojo.
Harry Potter usa um redondo.
Tem lentes.
Tem grau.
O oftalmologista receita.
Ajuda quem tem miopia.
Pode ser de sol.
Pode ser bifocal.
Tem uma palavra sempre no plural.
Corrige a visão.
Lentes com armação para enxergar melhor.
`],
  ["Chave", `
É um objeto.
É pequena.
É de metal.
Tem dentes.
Tem um buraco para pendurar.
Pode ser copiada.
Pode ter um pingente de enfeite.
Perdemos com frequência.
Precisa ser girada.
Entra numa fechadura.
Tranca e destranca.
Abre cadeados.
Abre portas.
Liga carros antigos.
O carcereiro carrega um molho delas.
Pode ser a do coração.
Entregar as dela é se mudar de casa.
Pode ser de fenda, na caixa de ferramentas.
Quem a tem, entra.
Objeto que abre a porta de casa.
`],
  ["Vela", `
É um objeto.
É barata.
Pode ser perfumada.
É feita de parafina.
Pode ser de cera de abelha.
Tem um pavio.
Derrete.
Escorre.
Dá uma luz fraca.
Ajuda quando acaba a energia.
Deixa um jantar romântico.
Acende-se com fósforo.
Apaga-se com um sopro.
Tem chama.
Vai em cima de bolos de aniversário.
Fazemos um pedido ao apagá-la.
Também é usada em igrejas.
Um barco também tem, de pano.
O pano que leva o barco pelo vento tem o mesmo nome.
Cilindro de parafina com pavio.
`],
  ["Espelho", `
É um objeto.
É liso.
Pode ser de qualquer tamanho.
É frágil.
Quebrá-lo dá sete anos de azar, dizem.
Fica no banheiro.
Fica no provador de roupas.
Carros têm alguns.
Os dentistas usam um pequeno.
Embaça depois do banho.
É feito de vidro.
Tem um lado prateado.
Reflete a luz.
Mostra tudo invertido.
Os vampiros não aparecem nele.
A rainha má pergunta a ele quem é a mais bela.
Alice atravessou um.
Vemos o próprio rosto nele.
Serve para se pentear e se maquiar.
Objeto que reflete a nossa imagem.
`],
  ["Escova de dentes", `
É um objeto.
É pequena.
É pessoal.
Não se empresta.
Fica no banheiro.
Fica num copo.
Tem um cabo.
Tem cerdas.
As cerdas podem ser macias ou duras.
Deve ser trocada a cada três meses.
Pode ser elétrica.
Vai na mala de viagem.
O dentista recomenda.
Usa-se depois das refeições.
Usa-se com pasta.
Usa-se com creme dental.
Usa-se com fio dental também.
Limpa a boca.
Combate as cáries.
Com ela escovamos os dentes.
`],
  ["Livro", `
É um objeto.
Pode ser pesado ou leve.
Pode ser de bolso.
Tem capa.
Tem lombada.
Tem páginas.
Tem orelhas.
Tem autor.
Tem número de páginas.
Tem um código chamado ISBN.
Pode ter ilustrações.
Pode ser de receitas.
Pode ser digital.
Fica na estante.
Tem marcador de página.
Tem capítulos.
É vendido em livrarias.
Gutenberg revolucionou sua produção.
Lê-se de capa a capa.
Dom Casmurro é um.
`],
  ["Pipa", `
É um objeto.
É leve.
É barata.
É feita em casa.
Pode ser de papel de seda.
Tem varetas.
Tem rabiola.
Precisa de linha.
Precisa de vento.
Brinca-se ao ar livre.
É perigosa perto de fios elétricos.
O cerol é proibido.
Há disputas no céu.
Benjamin Franklin usou uma num raio.
Tem nomes diferentes pelo Brasil.
Também é chamada de papagaio.
Também é chamada de arraia.
Em Portugal se chama papagaio de papel.
Voa alto.
Brinquedo que se empina.
`],
  ["Televisão", `
É um objeto.
É eletrônica.
Fica na sala.
Fica na parede ou numa estante.
Tem tela.
Tem antena, às vezes.
Tem controle remoto.
Tem canais.
Tem volume.
Passa novelas.
Passa o jornal da noite.
Passa jogos de futebol.
Passa desenhos animados.
Antigamente era em preto e branco.
Chegou ao Brasil em 1950.
Hoje pode ser de tela plana.
Pode ser smart.
Famílias se reúnem em frente a ela.
Também é chamada de TV.
Aparelho que mostra programas e novelas.
`],
  ["Computador", `
É um objeto.
É eletrônico.
Precisa de energia.
Tem processador.
Tem memória.
Tem um disco.
Tem um sistema operacional.
Pode pegar vírus.
Tem teclado.
Tem mouse.
Tem monitor.
Pode ser portátil.
Pode ser de mesa.
Os primeiros ocupavam salas inteiras.
Alan Turing ajudou a inventá-lo.
Bill Gates e Steve Jobs ficaram ricos com ele.
Acessa a internet.
Faz contas bilhões de vezes por segundo.
Também é chamado de PC.
Máquina com teclado, mouse e monitor.
`],
  ["Avião", `
É um objeto.
É um meio de transporte.
É grande.
É pesado.
É feito de metal.
Tem asas.
Tem cauda.
Tem turbinas ou hélices.
Tem cabine.
Tem trem de pouso.
Tem caixa-preta.
Tem pilotos.
Tem comissários de bordo.
Serve lanche a bordo.
Pousa e decola.
Fica em aeroportos.
O Brasil fabrica muitos, na Embraer.
Santos Dumont voou num.
Voa.
Transporte aéreo.
`],
  ["Trem", `
É um objeto.
É um meio de transporte.
É comprido.
É pesado.
Pode ser elétrico.
Antigamente era a vapor.
Solta fumaça, os antigos.
Apita.
Tem locomotiva.
Tem vagões.
Pode levar cargas ou passageiros.
Anda sobre trilhos.
Para em estações.
Tem maquinista.
Faz piuí.
Chuca-chuca-chuca.
Pode ser bala.
Harry Potter pega um na plataforma 9¾.
O Expresso do Oriente é um.
Em Minas, a palavra serve para qualquer coisa.
`],
  ["Piano", `
É um objeto.
É grande.
É pesado.
É difícil de carregar.
É de madeira.
Precisa ser afinado.
Tem pedais.
Tem martelos dentro.
Tem cordas dentro.
Pode ser de cauda.
Pode ser de armário.
Tem teclas brancas.
Tem teclas pretas.
Tem 88 teclas.
É um instrumento musical.
Chopin compunha para ele.
Tom Jobim tocava um.
Crianças aprendem nele Dó-Ré-Mi.
Tem teclado.
Instrumento de teclas pretas e brancas.
`],
  ["Tesoura", `
É um objeto.
É de metal.
Pode ser perigosa.
Crianças usam a sem ponta.
Tem duas lâminas.
Tem dois buracos.
Tem um parafuso no meio.
Abre e fecha.
Pode ser de cozinha.
Pode ser de costura.
Pode ser de jardinagem.
O cabeleireiro usa.
Corta papel.
Corta tecido.
Corta cabelo.
Corta unhas.
Edward tinha mãos disso.
Pedra, papel e...
É um golpe do futebol, também.
Objeto para cortar.
`],
  ["Lápis", `
É um objeto.
É pequeno.
É barato.
É comprido e fino.
É de madeira.
Tem grafite dentro.
Pode ter borracha na ponta.
Pode ser de cor.
Pode ser 2B ou HB.
Fica no estojo.
Vai diminuindo com o uso.
Precisa de apontador.
Tem ponta.
Escreve.
O que escreve, a borracha apaga.
Crianças aprendem a escrever com ele.
Desenhistas adoram.
Carpinteiros levam um atrás da orelha.
Muitos são amarelos e sextavados.
Objeto de escrever com grafite.
`],
  ["Cadeira", `
É um objeto.
É um móvel.
Pode ser de madeira, plástico ou metal.
Tem encosto.
Tem assento.
Tem quatro pés, geralmente.
Pode ter braços.
Pode ter rodinhas.
Pode ser de balanço.
Pode ser de praia.
Pode ser dobrável.
Fica em volta da mesa.
Pode ser giratória, de escritório.
Há a dança das…
Quem fica sem ela na dança é eliminado.
Professores têm uma especial.
Serve para uma pessoa.
Sentamos nela.
Tem na sala de jantar.
Assento com encosto para uma pessoa.
`],
  ["Travesseiro", `
É um objeto.
É macio.
É leve.
Tem fronha.
Pode ser de pena.
Pode ser de espuma.
Pode ser de látex.
Pode ser ortopédico.
Fica em cima da cama.
Há quem durma abraçado com ele.
Há quem não durma sem o seu.
Crianças fazem guerra com ele.
A fada do dente deixa moedas debaixo dele.
O lado gelado é o melhor.
Consultamos o nosso antes de decidir.
Apoia a cabeça.
Usamos para dormir.
Pode ser chamado de almofada da cama.
Fica no lado da cabeceira.
Almofada para dormir.
`],
  ["Chocolate", `
É uma coisa.
Pode ser doce ou amargo.
Vem de uma árvore.
Vem de uma fruta.
Vem das sementes do cacau.
Os astecas faziam uma bebida com ele.
A Bahia produz a fruta que o origina.
A Suíça e a Bélgica são famosas por ele.
Pode ser ao leite.
Pode ser branco.
Pode ser meio amargo.
Derrete no calor.
Vem em barras.
Vem em bombons.
Dá-se de presente na Páscoa.
Faz ovos de Páscoa.
Willy Wonka tinha uma fábrica dele.
Cachorros não podem comer.
É a base do brigadeiro.
Doce feito de cacau.
`],
  ["Café", `
É uma coisa.
Vem de uma planta.
Vem de um grão.
Cresce num arbusto.
Os grãos são torrados.
Os grãos são moídos.
O Brasil é o maior produtor do mundo.
Fez a riqueza de São Paulo no século XIX.
Tem uma substância estimulante.
Tira o sono.
É amargo.
É bebido quente.
Pode ser expresso.
Pode ser com leite.
Pode ser coado no filtro de pano.
Com um pingo de leite vira pingado.
Serve-se depois do almoço.
Os mineiros servem com pão de queijo.
Tem um cheiro forte de manhã.
Bebida preta da manhã.
`],
  ["Pão de queijo", `
É uma coisa.
É de comer.
É pequeno.
É redondo.
É salgado.
Vai ao forno.
Pode ser congelado.
É vendido em padarias.
É servido no café da manhã.
Acompanha um cafezinho.
É melhor quentinho.
É crocante por fora.
É macio e elástico por dentro.
É feito com polvilho.
Não leva farinha de trigo.
Leva ovos e leite.
Leva queijo minas.
É típico de Minas Gerais.
Mineiros dizem que o deles é o melhor.
Bolinha de polvilho com queijo.
`],
  ["Feijoada", `
É uma coisa.
É de comer.
É um prato.
É salgada.
É pesada.
Cozinha por horas.
É servida em panela de barro.
Em muitos lugares, é prato de quarta ou de sábado.
Leva carnes de porco.
Leva paio e linguiça.
Leva orelha e pé, na versão completa.
É escura.
Acompanha arroz branco.
Acompanha couve refogada.
Acompanha farofa.
Acompanha laranja.
Combina com uma caipirinha.
É considerada o prato nacional do Brasil.
Leva feijão-preto.
Prato de feijão-preto com carnes.
`],
  ["Brigadeiro", `
É uma coisa.
É de comer.
É doce.
É pequeno.
É redondo.
Vai numa forminha de papel.
É enrolado com as mãos.
Unta-se a mão com manteiga.
Pode ser comido de colher, na panela.
Leva leite condensado.
Leva manteiga.
Leva chocolate em pó.
Tem granulado por fora.
Não pode faltar em festa de aniversário.
Tem versão gourmet.
Tem nome de patente militar.
Homenageia um militar candidato a presidente em 1945.
É tipicamente brasileiro.
Seu primo branco é o beijinho.
Docinho de chocolate com granulado.
`],
  ["Coxinha", `
É uma coisa.
É de comer.
É salgada.
É frita.
É empanada.
É dourada.
Tem massa de batata ou farinha.
Tem recheio.
O recheio é de frango desfiado.
Pode ter catupiry.
É vendida em lanchonetes.
É vendida em padarias.
Não pode faltar em festa.
Tem um formato de gota.
Tem a forma da parte de um frango.
Pega-se pela ponta.
É o salgado mais famoso do Brasil.
Há versões de jaca para veganos.
O nome é um diminutivo.
Salgadinho de frango em forma de gota.
`],
  ["Pizza", `
É uma coisa.
É de comer.
É redonda.
É achatada.
É assada.
Pode ser em forno a lenha.
É cortada em fatias.
Vem numa caixa.
É entregue em casa.
Tem borda.
Tem molho de tomate.
Tem queijo.
Pode ser de calabresa.
Pode ser margherita.
Nasceu em Nápoles, na Itália.
São Paulo é uma de suas capitais mundiais.
Tudo que dá errado termina nela, diz o ditado.
As Tartarugas Ninja amam.
Tem um dia dela em 10 de julho.
Disco de massa com molho e queijo.
`],
  ["Chuveiro", `
É um objeto.
Fica preso na parede.
Fica no alto.
Pode ser elétrico.
Pode ser a gás.
Tem furinhos.
Tem uma chave de verão e inverno.
Às vezes dá choque.
Às vezes queima a resistência.
Sai água dele.
Pode ser quente ou frio.
Embaça o espelho.
Há quem cante debaixo dele.
Fica no banheiro.
Fica no box.
Gasta muita energia.
Banho demorado faz a conta subir.
Molha da cabeça aos pés.
Tomamos banho nele.
Ducha.
`],
  ["Bússola", `
É um objeto.
É pequena.
Pode caber no bolso.
Não precisa de bateria.
Foi inventada na China.
Ajudou nas grandes navegações.
Tem um ímã.
Tem uma agulha.
A agulha gira.
Tem uma rosa dos ventos.
Mostra os pontos cardeais.
Aponta sempre para o norte.
Na verdade aponta para o norte magnético.
Não funciona bem perto de metais.
É usada por escoteiros.
É usada em trilhas.
Jack Sparrow tinha uma que não apontava para o norte.
Os celulares têm uma versão dela.
Ajuda a não se perder.
Instrumento de orientação com agulha magnética.
`],
  ["Fogão", `
É um objeto.
É grande.
É pesado.
Fica na cozinha.
Pode ser a gás.
Pode ser elétrico ou de indução.
Pode ser a lenha.
Tem botões.
Tem bocas.
Tem quatro ou seis bocas, geralmente.
Tem grades.
Tem forno.
Tem acendedor.
Tem chama azul.
Cheira a gás se vazar.
Precisa de um botijão ou encanamento.
Panelas ficam em cima dele.
O de lenha é típico da roça mineira.
Usamos para cozinhar.
Eletrodoméstico de bocas e forno.
`],
  ["Micro-ondas", `
É um objeto.
É eletrônico.
Fica na cozinha.
Fica na bancada ou embutido.
Tem uma porta de vidro com tela.
Tem um prato que gira.
Tem uma luz dentro.
Tem teclas numéricas.
Tem um relógio digital.
Apita quando termina.
Não se deve colocar metal dentro.
Faz faíscas com alumínio.
Faz pipoca em minutos.
Esquenta comida rapidamente.
Descongela alimentos.
Foi inventado sem querer, com um chocolate derretido no bolso.
Usa ondas eletromagnéticas.
Cozinha agitando as moléculas de água.
Substituiu o banho-maria para muita gente.
Forno que esquenta a comida em minutos.
`],
  ["Moeda", `
É um objeto.
É pequena.
É redonda.
É de metal.
Tem dois lados.
Tem cara e coroa.
Tem um valor gravado.
Tem data de fabricação.
Faz barulho no bolso.
Vai para o cofrinho.
Fica no porquinho.
Tem gente que coleciona.
A de um real é dourada e prateada.
Tira-se a sorte jogando uma para o alto.
Joga-se numa fonte para fazer um pedido.
Tio Patinhas guarda a número um.
É cunhada por um órgão do governo.
É dinheiro.
Pode ser de 5, 10, 25 ou 50 centavos.
Dinheiro de metal.
`],
  ["Arco-íris", `
É uma coisa.
É natural.
Não dá para tocar.
Não dá para alcançar.
Aparece no céu.
Dura pouco.
Aparece com sol e chuva juntos.
Precisa do sol às nossas costas.
Aparece também em cachoeiras.
Aparece em mangueiras de jardim.
Um prisma mostra algo parecido.
Às vezes aparece duplo.
Tem forma de arco.
Tem sete cores.
Vermelho, laranja, amarelo, verde, azul, anil e violeta.
Dizem que tem um pote de ouro no fim.
Os duendes irlandeses guardam o ouro no fim dele.
Dorothy canta uma música sobre ele.
Seu desenho é símbolo da diversidade.
Faixa colorida no céu depois da chuva.
`],
  ["Chiclete", `
É uma coisa.
É pequeno.
É barato.
Pode ser doce ou de menta.
Pode ser sem açúcar.
Vem em caixinhas ou tabletes.
Tem sabor que acaba rápido.
É elástico.
É grudento.
Não se engole.
Gruda no cabelo.
Gruda embaixo das carteiras da escola.
Fica preso na sola do sapato.
Em Singapura é proibido vender.
Faz bolas.
Estoura.
Mascamos.
Ficar mastigando de boca aberta é feio.
Também é chamado de goma de mascar.
Goma que se masca e faz bolas.
`],
  ["Bolo de aniversário", `
É uma coisa.
É de comer.
É doce.
É feito em casa ou comprado.
Leva farinha, ovos e açúcar.
Vai ao forno.
Pode ter recheio.
Pode ter cobertura.
Pode ter andares.
Pode ter decoração de personagens.
Fica no centro da mesa da festa.
Tem velinhas em cima.
O número de velas depende da idade.
Antes de cortar, todos cantam.
Cantam Parabéns pra Você.
Apagam-se as velas com um sopro.
Faz-se um pedido antes de soprar.
O primeiro pedaço vai para alguém especial.
É comido uma vez por ano para cada um.
A sobremesa da festa de quem faz anos.
`],
  ["Sorvete", `
É uma coisa.
É de comer.
É doce.
É gelado.
Derrete.
Escorre pela mão.
Pode ser de massa.
Pode ser de palito.
Pode ser de casquinha.
Pode ter cobertura.
Tem vários sabores.
Os clássicos são creme, chocolate e morango.
Fica no congelador.
Dá dor de cabeça se comer rápido.
O vendedor de carrinho toca uma buzininha.
Em Belém há sabores de frutas amazônicas.
Tem picolé.
Vem em bolas.
Faz sucesso no verão.
Sobremesa gelada de casquinha.
`],
  ["Escada", `
É um objeto.
Pode ser fixa ou móvel.
Pode ser de madeira, metal ou concreto.
Pode ser de incêndio.
Pode ser em caracol.
Pode ser rolante.
Tem corrimão.
Tem patamares.
Tem degraus.
Quem quer se exercitar troca o elevador por ela.
Passar por baixo dela dá azar, dizem.
Pintores usam uma de abrir.
Bombeiros usam uma enorme.
Tem em sobrados.
Liga dois andares.
Subimos e descemos por ela.
Quem tem medo de altura não gosta de subir nela.
Led Zeppelin tem uma para o céu.
Subir de dois em dois degraus.
Degraus para subir.
`],
];

export const ptCoisa = buildDeck("pt", "coisa", cards);
