import Mappers
import XMLMapCommandLine
import XMLMapKit
import XMLMapOutput

XMLMapCommand.main(registry: .builtIn)
